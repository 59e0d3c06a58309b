import { useState } from 'react'

/**
 * A dialog whose code loads the first time it is asked for: `opened`, and `asked`, true from the
 * first opening on (render the lazy dialog only then; it then stays, with what was typed).
 */
export function useDialogOnDemand() {
  const [opened, setOpened] = useState(false)
  const [asked, setAsked] = useState(false)
  return {
    opened,
    asked,
    open: () => {
      setAsked(true)
      setOpened(true)
    },
    close: () => setOpened(false),
  }
}

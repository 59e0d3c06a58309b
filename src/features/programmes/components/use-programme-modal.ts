import { useState } from 'react'

/**
 * One request modal per page: which programme it was opened for, and whether it is open.
 * The id outlives the closing so the dialog keeps its content while it fades out; `mounted`
 * stays true from the first opening so the lazily loaded modal is fetched only when wanted.
 */
export function useProgrammeModal<Id extends string>() {
  const [programId, setProgramId] = useState<Id | null>(null)
  const [opened, setOpened] = useState(false)
  const [mounted, setMounted] = useState(false)
  return {
    programId,
    opened,
    mounted,
    open: (id: Id) => {
      setProgramId(id)
      setOpened(true)
      setMounted(true)
    },
    close: () => setOpened(false),
  }
}

import { useEffect, useState, type ReactNode } from 'react'

/**
 * Renders `children(false)`, then `children(true)` once committed. A lazily loaded modal first
 * renders on the click that opens it; opening it one render later lets Mantine note the clicked
 * button and give it the focus back on closing (it skips a modal that mounts already open).
 */
export function AfterFirstCommit({ children }: { children: (committed: boolean) => ReactNode }) {
  const [committed, setCommitted] = useState(false)
  useEffect(() => setCommitted(true), [])
  return children(committed)
}

import { useEffect } from 'react'

/** A failed read is logged (a warning: the page carries on with its fallback). */
export function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`Impossible de charger ${what}`, error)
  }, [error, what])
}

import { useState } from 'react'
import { useDebouncedValue } from '@mantine/hooks'

/** A list's search box and page: the typed text, what is sent (300 ms later), the page (back to 1 on a new search). */
export function useListSearch() {
  const [text, setText] = useState('')
  const [q] = useDebouncedValue(text.trim(), 300)
  const [page, setPage] = useState(1)
  return {
    text,
    q,
    page,
    setPage,
    setText: (value: string) => {
      setText(value)
      setPage(1)
    },
  }
}

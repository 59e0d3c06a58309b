// Some of the dashboard's screens are laid out in script, from media queries (a phone's bottom bar,
// a list's cards or table). The server, which draws those pages, cannot read a media query: it
// guesses from the browser's user agent (a phone's says « Mobile »), and the browser's first
// render takes the same guess, so that it adopts the server's markup as it is; the media query
// corrects a wrong guess (a tablet, a narrow window) right after. A page the browser draws itself
// reads its media queries at once.
import { createContext, useContext } from 'react'
import { useMediaQuery } from '@mantine/hooks'

import type { ScreenGuess } from '#common/pages.ts'

export type { ScreenGuess }

/** The server's guess of the screen the page was drawn for; undefined when the browser draws it. */
export const ScreenGuessContext = createContext<ScreenGuess | undefined>(undefined)

/**
 * Whether `query` matches, starting from the server's guess where the page was drawn by it:
 * `onWideScreen` is the query's answer on a computer's screen.
 */
export function useScreenQuery(query: string, onWideScreen: boolean): boolean {
  const guess = useContext(ScreenGuessContext)
  const guessed = guess === 'wide' ? onWideScreen : !onWideScreen
  return useMediaQuery(query, guess === undefined ? false : guessed, { getInitialValueInEffect: guess !== undefined })
}

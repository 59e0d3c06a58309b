import type { CSSProperties } from 'react'

/**
 * A part's height as measured once drawn, per breakpoint from `base` up (Mantine's: xs 36em,
 * sm 48em, md 62em, lg 75em), in px or as a CSS length (a gallery grows with the width). The
 * nearest smaller breakpoint's value applies where one is left out.
 */
export type MeasuredSize = { base: number | string } & Partial<Record<'xs' | 'sm' | 'md' | 'lg', number | string>>

/**
 * The custom properties measured-size.module.css reads: `--measured-<breakpoint>`, for the
 * room a part keeps before it is drawn (its `intrinsic` class) or while it loads (`minHeight`).
 */
export function measuredSizeStyle(size: MeasuredSize): CSSProperties {
  return Object.fromEntries(
    Object.entries(size).map(([breakpoint, value]) => [
      `--measured-${breakpoint}`,
      typeof value === 'number' ? `${value}px` : value,
    ]),
  ) as CSSProperties
}

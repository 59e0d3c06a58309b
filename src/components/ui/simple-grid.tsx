import type { ComponentPropsWithoutRef, CSSProperties, ElementType, Ref } from 'react'
import { getSpacing, type MantineSpacing } from '@mantine/core'
import classes from './simple-grid.module.css'

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const
type Breakpoint = (typeof BREAKPOINTS)[number]
/** A value for every width, or per breakpoint from `base` up, as Mantine's style props take them. */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>

export type SimpleGridProps = Omit<ComponentPropsWithoutRef<'div'>, 'style'> & {
  ref?: Ref<HTMLElement>
  /** The element drawn (a `ul` for a list of cards). */
  component?: ElementType
  cols?: Responsive<number>
  spacing?: Responsive<MantineSpacing>
  verticalSpacing?: Responsive<MantineSpacing>
  style?: CSSProperties
}

/** `--sg-<name>-<breakpoint>` for each breakpoint `value` names (simple-grid.module.css reads them). */
function variables(name: string, value: Responsive<string | number> | undefined, toCss: (v: never) => string) {
  if (value === undefined) return {}
  const perBreakpoint = typeof value === 'object' ? value : { base: value }
  return Object.fromEntries(
    BREAKPOINTS.filter((bp) => perBreakpoint[bp] !== undefined).map((bp) => [
      `--sg-${name}-${bp}`,
      toCss(perBreakpoint[bp] as never),
    ]),
  )
}

/**
 * Equal columns, their number and gaps per breakpoint, as Mantine's SimpleGrid takes them. Mantine's
 * writes its responsive rules in a <style> element beside the grid, inside <body>, which HTML does
 * not allow (the Nu Html Checker's error); this one puts the values in custom properties of the
 * grid's style attribute, which its stylesheet picks per breakpoint.
 */
export function SimpleGrid({
  component: Component = 'div',
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  className,
  style,
  ...others
}: SimpleGridProps) {
  const vars = {
    ...variables('cols', cols, String),
    ...variables('x', spacing, getSpacing as (v: never) => string),
    ...variables('y', verticalSpacing ?? spacing, getSpacing as (v: never) => string),
  }
  return (
    <Component
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...vars, ...style }}
      {...others}
    />
  )
}

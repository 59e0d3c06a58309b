import { measuredSizeStyle, type MeasuredSize } from './measured-size.ts'
import { Skeleton } from './ui/skeleton.ts'
import measured from './measured-size.module.css'

/**
 * Stands in for a lazily loaded block (a form…), keeping its room so the page does not jump:
 * `size`, the block's height once drawn, per breakpoint.
 */
export function LoadingBlock({ label, size }: { label: string; size: MeasuredSize }) {
  return (
    <div aria-busy="true" className={measured.minHeight} style={measuredSizeStyle(size)}>
      <span className="visually-hidden">{label}</span>
      <Skeleton height="var(--measured)" radius="md" aria-hidden="true" />
    </div>
  )
}

import { Skeleton } from './ui/skeleton.ts'

/**
 * Stands in for a lazily loaded block (a form) in a page the browser draws itself, until the
 * block nears the screen and its code has loaded. Far below the fold, its height matters little:
 * the browser's scroll anchoring keeps what the visitor reads in place as the block grows.
 */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton height="12rem" radius="md" aria-hidden="true" />
    </div>
  )
}

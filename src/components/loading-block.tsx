import { Skeleton } from './ui/skeleton.ts'

/** Stands in for a lazily loaded block (a form…), keeping its room so the page does not jump. */
export function LoadingBlock({ label, minHeight }: { label: string; minHeight: number }) {
  return (
    <div aria-busy="true" style={{ minHeight }}>
      <span className="visually-hidden">{label}</span>
      <Skeleton height={minHeight} radius="md" aria-hidden="true" />
    </div>
  )
}

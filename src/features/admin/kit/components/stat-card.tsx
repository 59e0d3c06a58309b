import classes from './stat-card.module.css'

/** One figure with its French label. */
export function StatCard({ value, label }: { value: number | string; label: string }) {
  return (
    <div className={classes.card}>
      <div className={classes.value}>{value}</div>
      <div className={classes.label}>{label}</div>
    </div>
  )
}

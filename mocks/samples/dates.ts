// Sample dates relative to "now", so the overview's months and "ce mois-ci" always have something.
import { clockNow } from '../clock.ts'

const DAY = 86_400_000

/** An ISO instant `days` days ago, at `hour`:15 UTC. */
export const daysAgo = (days: number, hour = 10) => {
  const d = new Date(clockNow().getTime() - days * DAY)
  d.setUTCHours(hour, 15, 0, 0)
  return d.toISOString()
}

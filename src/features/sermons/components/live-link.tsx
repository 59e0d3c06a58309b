import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconHeadphones } from '@tabler/icons-react'
import { liveQueries } from '../api.ts'
import classes from './live-link.module.css'

/** While the church has a link, a page left open asks again this often (a 304 when nothing changed). */
const RECHECK_MS = 5 * 60_000

/**
 * « Culte en direct »: the church's live-stream link, while a service is on by the timetable
 * (Santiago's time, common/live-stream.ts, worked out by the server: the page draws it with the
 * page, and the home page's first screen carries none of that logic). A page left open asks again
 * every few minutes, so it shows the link when the service starts and hides it after.
 */
export function LiveLink() {
  const { data: live } = useQuery({
    ...liveQueries.status(),
    refetchInterval: (query) => (query.state.data?.url ? RECHECK_MS : false),
  })
  if (!live?.url || !live.onAir) return null
  return (
    <a href={live.url} target="_blank" rel="noopener noreferrer" className={classes.live}>
      <span className={classes.dot} aria-hidden="true" />
      Culte en direct
      <span className={classes.platform}>sur {live.platform}</span>
    </a>
  )
}

/** The way to the sermons from the home page. */
export function SermonsLink() {
  return (
    <Link to="/predications" className={classes.sermons}>
      <IconHeadphones size={18} aria-hidden="true" />
      Écouter les prédications
    </Link>
  )
}

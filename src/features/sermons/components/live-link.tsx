import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconHeadphones } from '@tabler/icons-react'
import { isServiceOn } from '#common/live-stream.ts'
import type { Service } from '#common/schemas/service.ts'
import { liveQueries } from '../api.ts'
import classes from './live-link.module.css'

const MINUTE = 60_000

/**
 * « Culte en direct »: the church's live-stream link, while a service is on by the timetable
 * (Santiago's time). Drawn by the server as it was then; the page then checks the clock each
 * minute, so a page left open shows it when the service starts and hides it after.
 */
export function LiveLink({ services }: { services: readonly Service[] | undefined }) {
  const { data: live } = useQuery(liveQueries.status())
  // null until hydrated: the first render is the server's, so both agree.
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), MINUTE)
    return () => window.clearInterval(timer)
  }, [])
  if (!live?.url) return null
  const onAir = now && services ? isServiceOn(services, now) : live.onAir
  if (!onAir) return null
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

import { IconBook2, IconCalendar, IconClock, IconDeviceMobileDown, IconUser } from '@tabler/icons-react'
import { formatLongDate } from '#common/format-date.ts'
import { formatMegabytes, formatSpokenDuration } from '#common/sermon-audio.ts'
import type { SermonSummary } from '#common/schemas/sermon.ts'
import classes from './sermons.module.css'

/** Preacher, date, passage, length and size: what one decides by before spending one's data. */
export function SermonMeta({ sermon }: { sermon: SermonSummary }) {
  return (
    <ul className={classes.meta}>
      <li>
        <IconUser size={16} aria-hidden="true" />
        <span className="visually-hidden">Prédicateur : </span>
        {sermon.preacher}
      </li>
      <li>
        <IconCalendar size={16} aria-hidden="true" />
        <span className="visually-hidden">Date : </span>
        <time dateTime={sermon.preachedOn}>{formatLongDate(sermon.preachedOn)}</time>
      </li>
      {sermon.passage ? (
        <li>
          <IconBook2 size={16} aria-hidden="true" />
          <span className="visually-hidden">Passage : </span>
          {sermon.passage}
        </li>
      ) : null}
      <li>
        <IconClock size={16} aria-hidden="true" />
        <span className="visually-hidden">Durée : </span>
        {formatSpokenDuration(sermon.durationSeconds)}
      </li>
      <li>
        <IconDeviceMobileDown size={16} aria-hidden="true" />
        <span className="visually-hidden">Taille du fichier : </span>
        {formatMegabytes(sermon.audioBytes)}
      </li>
    </ul>
  )
}

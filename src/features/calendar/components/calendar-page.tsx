import { memo, useMemo, useState } from 'react'
import { Container } from '#src/components/ui/container.ts'
import { HydrateWhenNear } from '#src/components/hydrate-when-near.tsx'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { IconArrowLeft, IconCalendarPlus, IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { env } from '#src/config/env.ts'
import type { Calendar } from '#common/schemas/calendar.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { Service } from '#common/schemas/service.ts'
import { calendarQueries, useEventDialogs, useEvents } from '#src/features/events/index.ts'
import { useServices } from '#src/features/services/api.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import {
  type DayItem,
  dayLabel,
  dayParts,
  itemsByDay,
  monthLabel,
  monthOf,
  monthsBetween,
  monthWeeks,
} from '../month.ts'
import classes from './calendar-page.module.css'

export const CALENDAR_DESCRIPTION =
  'Le calendrier de l’église : les cultes de chaque semaine et les événements des mois à venir, mois par mois ou en liste.'

const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const

/** The subscription feed of every event, for a calendar app. */
const feedUrl = `${env.apiLinkBase}api/events.ics`

/**
 * /calendrier: the weekly services and the events, a month at a time, as a grid (a day chosen
 * shows its programme below) or as a list. Drawn by the server on the current month.
 */
export function CalendarPage() {
  usePageTitle('Calendrier', CALENDAR_DESCRIPTION)
  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <Container size="lg">
          <Link to="/" className={classes.back}>
            <IconArrowLeft size={18} aria-hidden="true" />
            Retour à l'accueil
          </Link>
          <p className={classes.eyebrow}>Agenda</p>
          <h1 className={classes.title}>Calendrier</h1>
          <p className={classes.intro}>Les cultes de chaque semaine et les événements des mois à venir.</p>
        </Container>
      </header>
      <Container size="lg" className={classes.body}>
        {/* Adopted apart from the page around it, in a task of its own: a slow phone does not
            hydrate the header, the grid and the footer in one long task. */}
        <HydrateWhenNear>
          <CalendarBody />
        </HydrateWhenNear>
        <p className={classes.subscribe}>
          <a href={feedUrl} className={classes.feed}>
            <IconCalendarPlus size={18} aria-hidden="true" />
            S’abonner au calendrier des événements
          </a>
        </p>
      </Container>
    </main>
  )
}

const CalendarBody = memo(function CalendarBody() {
  const calendar = useQuery(calendarQueries.days()).data
  const { services } = useServices()
  if (!calendar) return <p aria-busy="true">Chargement du calendrier…</p>
  return <Months calendar={calendar} services={services ?? []} />
})

function Months({ calendar, services }: { calendar: Calendar; services: Service[] }) {
  const months = useMemo(() => monthsBetween(calendar.from, calendar.to), [calendar.from, calendar.to])
  const [month, setMonth] = useState(monthOf(calendar.today))
  const [view, setView] = useState<'mois' | 'liste'>('mois')
  const [day, setDay] = useState<string | null>(calendar.today)
  const items = useMemo(() => itemsByDay(month, calendar.occurrences, services), [month, calendar, services])
  const { events } = useEvents()
  const { open, dialogs } = useEventDialogs()
  const eventOf = (id: number) => events?.find((event) => event.id === id)
  const index = months.indexOf(month)
  const go = (step: number) => {
    const next = months[index + step]
    if (!next) return
    setMonth(next)
    setDay(next === monthOf(calendar.today) ? calendar.today : `${next}-01`)
  }
  const shownDay = day && monthOf(day) === month ? day : null

  return (
    <>
      <div className={classes.toolbar}>
        <div className={classes.monthNav}>
          <button
            type="button"
            className={classes.navButton}
            onClick={() => go(-1)}
            disabled={index <= 0}
            aria-label="Mois précédent"
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </button>
          <h2 className={classes.monthTitle} aria-live="polite">
            {monthLabel(month)}
          </h2>
          <button
            type="button"
            className={classes.navButton}
            onClick={() => go(1)}
            disabled={index >= months.length - 1}
            aria-label="Mois suivant"
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset */}
        <div className={classes.views} role="group" aria-label="Affichage">
          <button type="button" aria-pressed={view === 'mois'} onClick={() => setView('mois')}>
            Mois
          </button>
          <button type="button" aria-pressed={view === 'liste'} onClick={() => setView('liste')}>
            Liste
          </button>
        </div>
      </div>

      {view === 'mois' ? (
        <>
          <MonthGrid month={month} items={items} today={calendar.today} selected={shownDay} onSelect={setDay} />
          {shownDay ? (
            <section className={classes.dayPanel} aria-labelledby="jour-choisi">
              <h3 id="jour-choisi" className={classes.dayTitle}>
                {dayLabel(shownDay)}
              </h3>
              <DayList items={items.get(shownDay) ?? []} eventOf={eventOf} onOpen={open} />
            </section>
          ) : null}
        </>
      ) : (
        <MonthList month={month} items={items} from={calendar.today} eventOf={eventOf} onOpen={open} />
      )}
      {dialogs}
    </>
  )
}

type GridProps = {
  month: string
  items: Map<string, DayItem[]>
  today: string
  selected: string | null
  onSelect: (day: string) => void
}

/** The month as a table: one button per day, its items listed (titles on a wide screen, dots on a phone). */
function MonthGrid({ month, items, today, selected, onSelect }: GridProps) {
  return (
    <table className={classes.grid}>
      <caption className="visually-hidden">{`Calendrier de ${monthLabel(month)} : choisissez un jour pour voir son programme`}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={long} scope="col">
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? month}>
            {week.map((date, column) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has no identity, and cells never move
              if (!date) return <td key={`vide-${column}`} className={classes.empty} />
              const list = items.get(date) ?? []
              const { weekday, day, month: monthName } = dayParts(date)
              // The name is the cell's own text, its hidden words included: « mardi 1 décembre :
              // Culte du dimanche, École du dimanche » (the titles show on a wide screen).
              return (
                <td key={date} data-today={date === today || undefined}>
                  <button
                    type="button"
                    className={classes.day}
                    aria-pressed={date === selected}
                    onClick={() => onSelect(date)}
                  >
                    <span className={classes.dayNumber}>
                      <span className="visually-hidden">{weekday} </span>
                      {day}
                      <span className="visually-hidden"> {monthName}</span>
                    </span>
                    <span className={classes.dayItems}>
                      <span className="visually-hidden">{list.length > 0 ? ' : ' : ' : rien de prévu'}</span>
                      {list.map((item, n) => (
                        <span key={`${item.kind}-${item.id}`} className={classes.dayItem} data-kind={item.kind}>
                          {n > 0 ? <span className="visually-hidden">, </span> : null}
                          {item.title}
                        </span>
                      ))}
                    </span>
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type ListProps = {
  items: DayItem[]
  eventOf: (id: number) => ChurchEvent | undefined
  onOpen: (event: ChurchEvent) => void
}

/** A day's programme: time, title, place; an event opens its details (and its sign-up). */
function DayList({ items, eventOf, onOpen }: ListProps) {
  if (items.length === 0) return <p className={classes.nothing}>Rien de prévu ce jour-là.</p>
  return (
    <ul className={classes.items}>
      {items.map((item) => {
        const event = item.kind === 'event' ? eventOf(item.id) : undefined
        return (
          <li key={`${item.kind}-${item.id}`} className={classes.item} data-kind={item.kind}>
            <span className={classes.itemTime}>{item.time}</span>
            <span className={classes.itemText}>
              <strong>{item.title}</strong>
              <span className={classes.itemMeta}>
                {item.kind === 'service' ? 'Chaque semaine' : item.category}
                {item.location ? ` · ${item.location}` : ''}
                {item.part ? ` · ${item.part}` : ''}
              </span>
            </span>
            {event ? (
              <button type="button" className={classes.more} onClick={() => onOpen(event)} aria-haspopup="dialog">
                Détails<span className="visually-hidden"> : {item.title}</span>
              </button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The month as a list of its days that have something, from today on, each with its programme. */
function MonthList({
  month,
  items,
  from,
  eventOf,
  onOpen,
}: { month: string; items: Map<string, DayItem[]>; from: string } & Omit<ListProps, 'items'>) {
  const days = [...items.keys()].filter((date) => monthOf(date) === month && date >= from).sort()
  if (days.length === 0) return <p className={classes.nothing}>Rien de prévu ce mois-ci.</p>
  return (
    <ol className={classes.list}>
      {days.map((date) => (
        <li key={date}>
          <h3 className={classes.listDay}>{dayLabel(date)}</h3>
          <DayList items={items.get(date) ?? []} eventOf={eventOf} onOpen={onOpen} />
        </li>
      ))}
    </ol>
  )
}

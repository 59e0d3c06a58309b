import { Skeleton } from '#src/components/ui/skeleton.ts'
import { Section } from '#src/components/section.tsx'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { EventCard } from './event-card.tsx'
import { useEventDialogs } from './event-dialogs.tsx'
import classes from './events-section.module.css'

type EventsSectionProps = {
  /** Undefined while loading (skeleton); the fallback list when the call failed. */
  events: ChurchEvent[] | undefined
  isLoading: boolean
}

export function EventsSection({ events, isLoading }: EventsSectionProps) {
  const { open, signUp, dialogs } = useEventDialogs()

  return (
    <Section
      id="events"
      tone="muted"
      eyebrow="Agenda"
      title="Événements à venir"
      intro="Conférences, formations et fêtes de la communauté : réservez dès maintenant ces dates."
    >
      <div aria-busy={isLoading}>
        {isLoading || !events ? (
          <>
            <span className="visually-hidden">Chargement des événements…</span>
            <div className={classes.grid} aria-hidden="true">
              {[0, 1, 2].map((key) => (
                <div key={key} className={classes.card}>
                  <Skeleton height={18} width="55%" />
                  <Skeleton height={24} mt="lg" />
                  <Skeleton height={14} width="45%" mt="md" />
                  <Skeleton height={14} width="60%" mt={8} />
                  <Skeleton height={36} mt="xl" />
                </div>
              ))}
            </div>
          </>
        ) : events.length === 0 ? (
          <p className={classes.empty}>Aucun événement n’est prévu pour le moment. Revenez bientôt !</p>
        ) : (
          <ul className={classes.grid}>
            {events.map((event) => (
              <EventCard key={event.id} event={event} onOpen={open} onSignUp={signUp} />
            ))}
          </ul>
        )}
      </div>
      {dialogs}
    </Section>
  )
}

import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Skeleton } from '#src/components/ui/skeleton.ts'
import { Text } from '#src/components/ui/text.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { overviewQueries } from '../api.ts'
import classes from './overview.module.css'

/**
 * « Avant la mise en ligne »: the values still the installation's samples and the services held at
 * the same time, each a link to the form that fixes it and what to do there. Computed by the
 * server from what is stored, so it shrinks as the church fills in its own.
 */
export function LaunchChecklist() {
  const query = useQuery(overviewQueries.launchChecklist())
  const navigate = useNavigate()
  // Loading quietly: the overview above already announces « Chargement en cours… » once.
  if (query.data === undefined && !query.isError) return <Skeleton height={120} radius="md" aria-hidden="true" />
  return (
    <QueryState query={query} what="la liste avant la mise en ligne" skeletonHeight={120}>
      {({ items }) =>
        items.length === 0 ? (
          <Text size="sm" className={classes.card}>
            Toutes les valeurs d’exemple ont été remplacées et les horaires ne se chevauchent pas : le site est prêt à
            être mis en ligne.
          </Text>
        ) : (
          <div className={classes.card}>
            <Text size="sm" mb="sm">
              {items.length === 1 ? 'Un point reste à régler :' : `${items.length} points restent à régler :`}
            </Text>
            <ul className={classes.checklist}>
              {items.map((item) => (
                <li key={item.key}>
                  <Anchor
                    href={item.href}
                    size="sm"
                    onClick={(event: MouseEvent) => {
                      // A plain click stays in the app; Ctrl/⌘-click still opens a new tab.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
                      event.preventDefault()
                      void navigate({ href: item.href })
                    }}
                  >
                    {item.label}
                  </Anchor>
                  {item.value ? (
                    <Text component="span" size="sm" c="dimmed">
                      {' '}
                      — {item.value}
                    </Text>
                  ) : null}
                  <Text size="sm" c="dimmed" mb={6}>
                    {item.action}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  )
}

import { Badge } from '#src/components/ui/badge.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { Link } from '@tanstack/react-router'
import { Anchor } from '#src/components/ui/anchor.ts'
import type { Person } from '#common/schemas/people.ts'
import classes from './people.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

/**
 * « Ministères »: those this person belongs to, each a link to its members in the list. The
 * rosters themselves are kept in « Présences », where the roll is called.
 */
export function MinistriesCard({ person }: { person: Person }) {
  return (
    <section aria-labelledby="fiche-ministeres" className={`${classes.card} ${dashboard.padSmMd}`}>
      <Title order={3} size="h4" id="fiche-ministeres" mb="sm">
        Ministères
      </Title>
      {person.ministries.length === 0 ? (
        <Text className={classes.muted}>
          Dans aucun ministère pour l’instant (les équipes se forment dans « Présences »).
        </Text>
      ) : (
        <ul className={classes.plainList}>
          {person.ministries.map((ministry) => (
            <li key={ministry.id}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/admin-dashboard/membres" search={{ ministere: ministry.id, statut: 'tous' }} />
                )}
              >
                {ministry.name}
              </Anchor>
              {ministry.leader ? (
                <Badge variant="light" size="sm" ml="xs">
                  Responsable
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

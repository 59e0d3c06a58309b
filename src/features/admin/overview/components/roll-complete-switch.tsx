import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Text } from '#src/components/ui/text.ts'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { formatDateTime } from '../../kit/format.ts'
import { reportActionError } from '../../kit/save-errors.ts'
import { overviewQueries, useSaveRollComplete } from '../api.ts'

/**
 * « Registre complet »: once every member is in the people's list, the figures visitors see (and
 * the overview's) are counted from it instead of typed by hand. Switched back, the typed ones
 * return.
 */
export function RollCompleteSwitch() {
  const query = useQuery(overviewQueries.rollComplete())
  const save = useSaveRollComplete()
  const complete = save.isPending ? save.variables : (query.data?.complete ?? false)
  return (
    <div>
      {/* A checkbox that says it is a switch: Mantine's Switch draws a <div> inside its <label>,
          which HTML does not allow (src/components/ui/README.md). */}
      <Checkbox
        role="switch"
        label="Registre complet"
        // Outside the label, so the switch's name stays short (its label would read the whole text).
        aria-describedby="registre-complet-explication"
        checked={complete}
        disabled={query.data === undefined || save.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked
          save.mutate(next, {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: next
                  ? 'Registre complet : les chiffres du site sont comptés dans la liste des personnes.'
                  : 'Les chiffres du site sont de nouveau ceux saisis à la main.',
              }),
            onError: (error) => reportActionError(error, 'Réglage non enregistré'),
          })
        }}
      />
      <Text size="sm" c="dimmed" mt={4} id="registre-complet-explication">
        Quand tous les membres sont dans la liste des personnes : les chiffres affichés sur le site (membres, nouveaux
        ce mois-ci, actifs) en sont alors comptés, sans les saisir. Sinon, ce sont les chiffres corrigés à la main.
      </Text>
      {query.data?.updatedAt ? (
        <Text size="xs" c="dimmed" mt={4}>
          Changé le {formatDateTime(query.data.updatedAt)}
          {query.data.updatedBy ? ` par ${query.data.updatedBy}` : ''}
        </Text>
      ) : null}
    </div>
  )
}

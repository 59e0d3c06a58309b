import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { DataList } from '#src/components/ui/data-list.ts'
import { Group } from '#src/components/ui/group.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { IconPencil } from '@tabler/icons-react'
import { MARITAL_STATUS_LABELS } from '#common/labels.ts'
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  GENDER_LABELS,
  PERSON_LANGUAGE_LABELS,
  type Person,
} from '#common/schemas/people.ts'
import { formatDateTime } from '../../kit/format.ts'
import { formatCalendarDate } from '../../kit/format.ts'
import { PersonFormModal } from './person-form-modal.tsx'
import classes from './people.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import { useScreenQuery } from '#src/lib/screen-guess.ts'

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value
const date = (value: string) => (value ? formatCalendarDate(value) : '')

/** Every field of the person, as the form names them, with what is not filled in said so. */
const FIELDS: [string, (person: Person) => string][] = [
  ['Prénom', (p) => p.firstName],
  ['Nom', (p) => p.lastName],
  ['E-mail', (p) => p.email],
  ['Téléphone', (p) => p.phone],
  ['Autre téléphone', (p) => p.phone2],
  ['Date de naissance', (p) => date(p.birthDate)],
  ['Adresse', (p) => p.address],
  ['Ville', (p) => p.city],
  ['Sexe', (p) => label(GENDER_LABELS, p.gender)],
  ['Situation familiale', (p) => label(MARITAL_STATUS_LABELS, p.maritalStatus)],
  ['Profession', (p) => p.occupation],
  ['Première visite', (p) => date(p.firstVisitDate)],
  ['Membre depuis', (p) => date(p.membershipDate)],
  ['Baptisé(e)', (p) => ({ oui: 'Oui', non: 'Non' })[p.baptized] ?? ''],
  ['Date du baptême', (p) => date(p.baptismDate)],
  ['Église du baptême', (p) => p.baptismChurch],
  ['Église précédente', (p) => p.previousChurch],
  ['Contact d’urgence', (p) => [p.emergencyContact, p.emergencyPhone].filter(Boolean).join(' — ')],
  ['Langues', (p) => p.languages.map((language) => PERSON_LANGUAGE_LABELS[language]).join(', ')],
  ['Fiche créée le', (p) => formatDateTime(p.createdAt)],
]

/** « Coordonnées »: every field filled in, those not named, and « Modifier » to correct them. */
export function PersonDetails({ person }: { person: Person }) {
  const wide = useScreenQuery('(min-width: 36em)', true)
  const [editing, setEditing] = useState(false)
  // What is known first; what is not, named in one line (a long list of « Non renseigné » on a phone).
  const values = FIELDS.map(([name, value]) => [name, value(person)] as const)
  const filled = values.filter(([, text]) => text !== '')
  const empty = values.filter(([, text]) => text === '').map(([name]) => name.toLowerCase())
  return (
    <section aria-labelledby="fiche-details" className={`${classes.card} ${dashboard.padSmMd}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="fiche-details">
          Coordonnées
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          onClick={() => setEditing(true)}
          aria-label="Modifier les coordonnées"
        >
          Modifier
        </Button>
      </Group>
      <DataList withDivider labelWidth="10rem" orientation={wide ? 'horizontal' : 'vertical'}>
        {filled.map(([name, text]) => (
          <DataList.Item key={name}>
            <DataList.ItemLabel>{name}</DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {empty.length > 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          Non renseigné : {empty.join(', ')}.
        </Text>
      ) : null}
      <PersonFormModal person={editing ? person : null} onClose={() => setEditing(false)} />
    </section>
  )
}

/** « Accords »: by which channels the person agreed to be contacted, when and where they said so. */
export function ConsentsCard({ person }: { person: Person }) {
  return (
    <section aria-labelledby="fiche-accords" className={`${classes.card} ${dashboard.padSmMd}`}>
      <Title order={3} size="h4" id="fiche-accords" mb="sm">
        Accords de contact
      </Title>
      <ul className={classes.timeline}>
        {CONSENT_CHANNELS.map((channel) => {
          const consent = person.consents.find((c) => c.channel === channel)
          return (
            <li key={channel} className={classes.consent}>
              <Text fw={600} span>
                {CONSENT_CHANNEL_LABELS[channel]} :{' '}
              </Text>
              <Text span>{consent ? (consent.granted ? 'accepté' : 'refusé') : 'pas demandé'}</Text>
              {consent ? (
                <Text className={classes.muted}>
                  {consent.granted ? 'Donné' : 'Retiré'} le {formatDateTime(consent.at)} — {consent.source}
                </Text>
              ) : null}
            </li>
          )
        })}
      </ul>
      <Text size="xs" c="dimmed" mt="xs">
        Pour changer un accord : « Modifier les coordonnées », ou envoyez à la personne un lien de mise à jour.
      </Text>
    </section>
  )
}

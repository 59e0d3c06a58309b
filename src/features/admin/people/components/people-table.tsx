import { Anchor } from '#src/components/ui/anchor.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Table } from '#src/components/ui/table.ts'
import { Link } from '@tanstack/react-router'
import {
  FOLLOW_UP_STEP_LABELS,
  PERSON_STATUS_LABELS,
  type FollowUpStep,
  type PersonStatus,
} from '#common/schemas/people-labels.ts'
import type { PersonListItem } from '#common/schemas/people.ts'
import { formatShortDate } from '../../kit/format.ts'
import { ContactActions } from '../../kit/components/contact-actions.tsx'
import { formatBirthday } from '../../kit/format.ts'
import { personName } from '../format.ts'
import classes from '../../kit/components/data-table.module.css'
import own from './people.module.css'

// Shade 9 of each (the theme's primary shade) on its light background: 4.5:1 for the badges' small
// bold text. Yellow and orange stay under it, so « Inactif » is grey and « À contacter » red.
const STATUS_COLORS: Record<PersonStatus, string> = {
  visiteur: 'blue',
  habitue: 'cyan',
  membre: 'teal',
  inactif: 'gray',
  parti: 'gray',
  decede: 'gray',
}
const STEP_COLORS: Record<FollowUpStep, string> = {
  '': 'gray',
  a_contacter: 'red',
  contacte: 'indigo',
  accueilli: 'teal',
}

export function PersonStatusBadge({ status }: { status: PersonStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" className={classes.badge}>
      {PERSON_STATUS_LABELS[status]}
    </Badge>
  )
}

export function FollowUpBadge({ step }: { step: FollowUpStep }) {
  if (step === '') return null
  return (
    <Badge color={STEP_COLORS[step]} variant="outline" radius="sm" className={classes.badge}>
      {FOLLOW_UP_STEP_LABELS[step]}
    </Badge>
  )
}

/** The people of one page: a table on a desktop, a card each on a phone; the name opens the page. */
export function PeopleTable({ people }: { people: PersonListItem[] }) {
  return (
    <div className={classes.tableWrap}>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nom</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Statut</Table.Th>
            <Table.Th>Suivi</Table.Th>
            <Table.Th>Anniversaire</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td data-label="Nom" className={classes.nameCell}>
                <div>
                  <Anchor
                    className={classes.name}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/admin-dashboard/membres/$personId"
                        params={{ personId: String(person.id) }}
                      />
                    )}
                  >
                    {personName(person)}
                  </Anchor>
                </div>
              </Table.Td>
              <Table.Td data-label="Contact" className={own.contactCell}>
                <div className={classes.contact}>
                  {person.email ? <div>{person.email}</div> : null}
                  {person.phone ? <div className={classes.muted}>{person.phone}</div> : null}
                  <ContactActions name={personName(person)} phone={person.phone} email={person.email} />
                </div>
              </Table.Td>
              <Table.Td data-label="Statut">
                <div className={classes.status}>
                  <PersonStatusBadge status={person.status} />
                </div>
              </Table.Td>
              <Table.Td data-label="Suivi">
                <div className={classes.status}>
                  <FollowUpBadge step={person.followUpStep} />
                  <span className={classes.muted}>
                    {person.lastContactAt
                      ? `Dernier contact : ${formatShortDate(person.lastContactAt)}`
                      : 'Jamais contacté(e)'}
                  </span>
                </div>
              </Table.Td>
              <Table.Td data-label="Anniversaire" className={classes.nowrap}>
                <div>{person.birthDate ? formatBirthday(person.birthDate) : '—'}</div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

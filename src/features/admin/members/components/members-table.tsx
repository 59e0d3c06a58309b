import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Table } from '#src/components/ui/table.ts'
import {
  MEMBER_STATUS_LABELS,
  MEMBER_TRANSITIONS,
  type AdminMember,
  type MemberStatus,
} from '#common/schemas/admin-follow-up.ts'
import { formatShortDate } from '../../kit/format.ts'
import type { ShownCard } from '../../kit/kept-changes.ts'
import { ContactActions } from '../../kit/components/contact-actions.tsx'
import { ChangedBadge, StatusBadge } from '../../kit/components/status-badge.tsx'
import { StatusMenu } from '../../kit/components/status-menu.tsx'
import classes from '../../kit/components/data-table.module.css'

type MembersTableProps = {
  /** The page's registrations, those changed in this view marked. */
  members: ShownCard<AdminMember>[]
  onStatusChange: (member: AdminMember, status: MemberStatus) => void
  onDetails: (member: AdminMember) => void
}

export const fullName = (member: Pick<AdminMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`

export function MembersTable({ members, onStatusChange, onDetails }: MembersTableProps) {
  return (
    <div className={classes.tableWrap}>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nom</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Ville</Table.Th>
            <Table.Th>Inscription</Table.Th>
            <Table.Th>Statut</Table.Th>
            <Table.Th>Fiche</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map(({ item: member, changed }) => (
            <Table.Tr key={member.id} data-changed={changed || undefined}>
              <Table.Td data-label="Nom" className={classes.nameCell}>
                <div>
                  <div className={classes.name}>{fullName(member)}</div>
                  {member.duplicateOf.length > 0 ? (
                    <Badge color="orange" variant="light" size="sm" radius="sm" mt={4} className={classes.badge}>
                      Doublon possible
                    </Badge>
                  ) : null}
                </div>
              </Table.Td>
              <Table.Td data-label="Contact">
                <div className={classes.contact}>
                  <div>{member.email}</div>
                  <div className={classes.muted}>{member.phone}</div>
                  <ContactActions name={fullName(member)} phone={member.phone} email={member.email} />
                </div>
              </Table.Td>
              <Table.Td data-label="Ville">
                <div>{member.city}</div>
              </Table.Td>
              <Table.Td data-label="Inscription" className={classes.nowrap}>
                <div>{formatShortDate(member.createdAt)}</div>
              </Table.Td>
              <Table.Td data-label="Statut">
                <div className={classes.status}>
                  <StatusBadge status={member.status} label={MEMBER_STATUS_LABELS[member.status]} />
                  {changed ? <ChangedBadge /> : null}
                  <StatusMenu
                    current={member.status}
                    transitions={MEMBER_TRANSITIONS}
                    labels={MEMBER_STATUS_LABELS}
                    whose={fullName(member)}
                    onChange={(status) => onStatusChange(member, status)}
                  />
                </div>
              </Table.Td>
              <Table.Td data-label="Fiche">
                <div>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onDetails(member)}
                    aria-label={`Détails de ${fullName(member)}`}
                  >
                    Détails
                  </Button>
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

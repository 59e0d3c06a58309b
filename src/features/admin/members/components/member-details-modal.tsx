import { useState } from 'react'
import { DataList } from '#src/components/ui/data-list.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { useMediaQuery } from '@mantine/hooks'
import {
  MEMBER_STATUS_LABELS,
  MEMBER_TRANSITIONS,
  type AdminMember,
  type MemberStatus,
} from '#common/schemas/admin-follow-up.ts'
import { ContactActions } from '../../kit/components/contact-actions.tsx'
import { StatusBadge } from '../../kit/components/status-badge.tsx'
import { StatusChangeForm } from '../../kit/components/status-change-form.tsx'
import { MEMBER_FIELDS, statusTrail } from './member-fields.ts'
import { DuplicateActions } from './duplicate-actions.tsx'
import { fullName } from './members-table.tsx'

type MemberDetailsModalProps = {
  member: AdminMember | null
  onClose: () => void
  /** Sends a status change made in the window (rejects when refused). */
  onStatusChange: (change: { status: MemberStatus; note: string }) => Promise<unknown>
}

/**
 * Everything the person wrote in the form, the follow-up trail and its next step, and what to do
 * with a duplicate.
 */
export function MemberDetailsModal({ member, onClose, onStatusChange }: MemberDetailsModalProps) {
  // Keeps the last member on screen while the modal fades out.
  const wide = useMediaQuery('(min-width: 36em)')
  const [shown, setShown] = useState(member)
  if (member && member !== shown) setShown(member)

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={shown ? `${fullName(shown)} — inscription n° ${shown.id}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? (
        <>
          <Group gap="sm" mb="xs">
            <StatusBadge status={shown.status} label={MEMBER_STATUS_LABELS[shown.status]} />
            <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
              {statusTrail(shown) ?? 'Pas encore de suivi.'}
            </Text>
          </Group>
          {/* Keyed by the record: another person's window starts with an empty note. */}
          <StatusChangeForm
            key={shown.id}
            current={shown.status}
            transitions={MEMBER_TRANSITIONS}
            labels={MEMBER_STATUS_LABELS}
            onSubmit={onStatusChange}
          />
          <Group mb="md">
            <ContactActions
              name={fullName(shown)}
              phone={shown.phone}
              email={shown.email}
              mailLabel="Écrire un e-mail"
            />
          </Group>
          {shown.duplicateOf.length > 0 ? <DuplicateActions member={shown} onDone={onClose} /> : null}
          <DataList withDivider labelWidth="11rem" orientation={wide ? 'horizontal' : 'vertical'}>
            {MEMBER_FIELDS.map(([label, value]) => {
              const text = value(shown)
              return (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {text || (
                      <Text span c="dimmed" size="sm">
                        Non renseigné
                      </Text>
                    )}
                  </DataList.ItemValue>
                </DataList.Item>
              )
            })}
          </DataList>
        </>
      ) : null}
    </Modal>
  )
}

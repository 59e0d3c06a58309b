import { useState } from 'react'
import { DataList } from '#src/components/ui/data-list.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { useMediaQuery } from '@mantine/hooks'
import type { RequestStatus } from '#common/schemas/admin-follow-up.ts'
import { formatDateTime } from '../../kit/format.ts'
import { replyMailto } from '../../kit/phone-links.ts'
import { ContactActions } from '../../kit/components/contact-actions.tsx'
import { StatusBadge } from '../../kit/components/status-badge.tsx'
import { StatusChangeForm } from '../../kit/components/status-change-form.tsx'

/** What the window shows of a contact message or a programme request. */
export type MessageDetails<S extends RequestStatus> = {
  id: number
  name: string
  email: string
  phone?: string | undefined
  subject: string
  createdAt: string
  text: string | undefined
  /** Other fields of the form, already labelled in French. */
  details: [label: string, value: string][]
  status: S
  statusChangedAt: string | null
  statusChangedBy: string | null
  statusNote: string | null
}

type MessageDetailsModalProps<S extends RequestStatus> = {
  /** « message n° 3 », « demande n° 4 »: the title's end. */
  noun: string
  record: MessageDetails<S> | null
  transitions: Record<S, readonly S[]>
  labels: Record<S, string>
  onClose: () => void
  /** Sends a status change made in the window (rejects when refused). */
  onStatusChange: (change: { status: S; note: string }) => Promise<unknown>
}

/**
 * A message or a request in full: its fields, the follow-up trail with its last note, and the next
 * step, so the follow-up goes on without closing the window and finding the card again.
 */
export function MessageDetailsModal<S extends RequestStatus>({
  noun,
  record,
  transitions,
  labels,
  onClose,
  onStatusChange,
}: MessageDetailsModalProps<S>) {
  const wide = useMediaQuery('(min-width: 36em)')
  // Keeps the last record on screen while the modal fades out.
  const [shown, setShown] = useState(record)
  if (record && record !== shown) setShown(record)
  const rows: [string, string][] = shown
    ? [
        ['Objet', shown.subject],
        ['E-mail', shown.email],
        ['Téléphone', shown.phone ?? ''],
        ...shown.details,
        ['Reçu le', formatDateTime(shown.createdAt)],
        ['Message', shown.text ?? ''],
      ]
    : []

  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={shown ? `${shown.name} — ${noun} n° ${shown.id}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? (
        <>
          <Group gap="sm" mb="xs">
            <StatusBadge status={shown.status} label={labels[shown.status]} />
            <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
              {shown.statusChangedAt
                ? `${labels[shown.status]} par ${shown.statusChangedBy || 'Administrateur'} le ${formatDateTime(shown.statusChangedAt)}${shown.statusNote ? ` — « ${shown.statusNote} »` : ''}`
                : 'Pas encore de suivi.'}
            </Text>
          </Group>
          <StatusChangeForm
            key={shown.id}
            current={shown.status}
            transitions={transitions}
            labels={labels}
            onSubmit={onStatusChange}
          />
          <Group mb="md">
            <ContactActions
              name={shown.name}
              phone={shown.phone}
              email={shown.email}
              mailto={replyMailto(shown.email, shown.subject)}
              mailLabel="Répondre par e-mail"
            />
          </Group>
          <DataList withDivider labelWidth="11rem" orientation={wide ? 'horizontal' : 'vertical'}>
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                {/* Rendered as text (React escapes it), line breaks kept: never as HTML. */}
                <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {value || (
                    <Text span c="dimmed" size="sm">
                      Non renseigné
                    </Text>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        </>
      ) : null}
    </Modal>
  )
}

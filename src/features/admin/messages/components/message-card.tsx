import { useId, useState, type ReactNode } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { IconCheck } from '@tabler/icons-react'
import {
  MESSAGE_STATUS_LABELS,
  MESSAGE_TRANSITIONS,
  type MessageStatus,
  type RequestStatus,
} from '#common/schemas/admin-follow-up.ts'
import { formatDateTime } from '../../kit/format.ts'
import { replyMailto } from '../../kit/phone-links.ts'
import { ContactActions } from '../../kit/components/contact-actions.tsx'
import { ChangedBadge, StatusBadge } from '../../kit/components/status-badge.tsx'
import { StatusMenu } from '../../kit/components/status-menu.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'

export type MessageCardProps<S extends RequestStatus = MessageStatus> = {
  name: string
  email: string
  phone?: string | undefined
  /** The subject line (contact subject, or the programme asked about); "Re: …" in the reply. */
  subject: string
  createdAt: string
  text: string | undefined
  /** Other fields of the form, already labelled in French. */
  details?: [label: string, value: string][]
  status: S
  statusChangedAt: string | null
  statusChangedBy: string | null
  statusNote?: string | null
  onStatusChange: (status: S) => void
  /** The workflow: a message's by default, a programme request's (with « Traité ») otherwise. */
  transitions?: Record<S, readonly S[]>
  labels?: Record<S, string>
  /** Its status was changed since the list was opened: kept in view, marked. */
  changed?: boolean
  /** Opens the details window (the whole record, and its status changed with a note). */
  onDetails?: () => void
}

/** One contact message or programme request: who, what, the text as written, and how to answer. */
export function MessageCard<S extends RequestStatus = MessageStatus>(props: MessageCardProps<S>) {
  const { name, email, phone, subject, createdAt, text, details = [], status } = props
  // A message's workflow unless told otherwise (S is then MessageStatus).
  const transitions = props.transitions ?? (MESSAGE_TRANSITIONS as unknown as Record<S, readonly S[]>)
  const labels = props.labels ?? (MESSAGE_STATUS_LABELS as Record<S, string>)
  const titleId = useId()
  // After « Répondre par e-mail », one tap records the answer (the mail app cannot tell us).
  const [replying, setReplying] = useState(false)
  const canMarkAnswered = replying && transitions[status].includes('repondu' as S)
  const rows: [string, ReactNode][] = [
    ['E-mail', email],
    ['Téléphone', phone || '—'],
    ...details.filter(([, value]) => value),
  ]
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      className={dashboard.padSmMd}
      data-changed={props.changed || undefined}
      style={props.changed ? { borderInlineStart: '4px solid var(--mantine-color-teal-5)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {subject} · {formatDateTime(createdAt)}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap" preventGrowOverflow={false} style={{ flexShrink: 0 }}>
          <StatusBadge status={status} label={labels[status]} />
          {props.changed ? <ChangedBadge /> : null}
        </Group>
      </Group>
      <Text
        component="dl"
        size="sm"
        mt="xs"
        style={{ display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', gap: '2px 12px', margin: 0 }}
      >
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Text>
      {text ? (
        // Rendered as text (React escapes it), line breaks kept: never as HTML.
        <Text mt="sm" p="sm" bg="gray.0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 8 }}>
          {text}
        </Text>
      ) : null}
      {props.statusChangedAt ? (
        <Text size="xs" c="dimmed" mt="xs">
          {labels[status]} — par {props.statusChangedBy || 'Administrateur'} le {formatDateTime(props.statusChangedAt)}
          {props.statusNote ? ` — « ${props.statusNote} »` : ''}
        </Text>
      ) : null}
      <Group gap="xs" mt="sm">
        <StatusMenu
          current={status}
          transitions={transitions}
          labels={labels}
          whose={name}
          onChange={props.onStatusChange}
        />
        <ContactActions
          name={name}
          phone={phone}
          email={email}
          mailto={replyMailto(email, subject)}
          mailLabel="Répondre par e-mail"
          onMail={() => setReplying(true)}
        />
        {props.onDetails ? (
          <Button size="xs" variant="default" onClick={props.onDetails} aria-label={`Détails de ${name}`}>
            Détails
          </Button>
        ) : null}
      </Group>
      {canMarkAnswered ? (
        <Group gap="xs" mt="xs" role="group" aria-label={`Réponse à ${name}`}>
          <Text size="sm">Réponse envoyée ?</Text>
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={() => {
              setReplying(false)
              props.onStatusChange('repondu' as S)
            }}
            aria-label={`Marquer le message de ${name} « Répondu »`}
          >
            Marquer « Répondu »
          </Button>
        </Group>
      ) : null}
    </Paper>
  )
}

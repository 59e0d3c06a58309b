import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Text } from '#src/components/ui/text.ts'
import { notifications } from '@mantine/notifications'
import {
  IconArrowMerge,
  IconCash,
  IconChecklist,
  IconFlag,
  IconLock,
  IconMail,
  IconMailForward,
  IconMessage,
  IconNews,
  IconNote,
  IconPhoneCall,
  IconSchool,
  IconUserEdit,
} from '@tabler/icons-react'
import { churchDate } from '#common/church-time.ts'
import type { TimelineEntry, TimelineKind } from '#common/schemas/people.ts'
import { formatDateTime } from '../../kit/format.ts'
import { reportActionError } from '../../kit/save-errors.ts'
import { useUndoMerge } from '../api.ts'
import classes from './people.module.css'

const ICONS: Record<TimelineKind, typeof IconNote> = {
  registration: IconChecklist,
  message: IconMessage,
  programme_request: IconSchool,
  subscription: IconNews,
  gift: IconCash,
  status: IconFlag,
  contact: IconPhoneCall,
  email: IconMailForward,
  note: IconNote,
  merge: IconArrowMerge,
  update: IconUserEdit,
}

// What tells two entries apart: a linked row by its table and id, what staff recorded by its time and words.
const entryKey = (entry: TimelineEntry) =>
  entry.ref
    ? `${entry.ref.table}-${entry.ref.id}-${entry.kind}`
    : `${entry.kind}-${entry.at}-${entry.title}-${entry.text}`

/** Everything about the person, newest first: what they sent, and what staff recorded. */
export function Timeline({ personId, entries }: { personId: number; entries: TimelineEntry[] }) {
  // A merge can be undone the day it was made (church time): its entry offers it while it can.
  const today = churchDate(new Date())
  const undoable = entries.find((entry) => entry.kind === 'merge')
  const canUndo = undoable !== undefined && churchDate(new Date(undoable.at)) === today
  if (entries.length === 0) return <Text c="dimmed">Rien encore.</Text>
  return (
    <ol className={classes.timeline} aria-label="Historique">
      {entries.map((entry) => {
        const Icon = entry.confidential ? IconLock : (ICONS[entry.kind] ?? IconMail)
        return (
          <li key={entryKey(entry)} className={classes.entry} data-confidential={entry.confidential || undefined}>
            <span className={classes.entryIcon} aria-hidden="true">
              <Icon size={16} />
            </span>
            <div>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{entry.title}</Text>
                {entry.confidential ? (
                  <Badge color="grape" variant="light" radius="sm">
                    Confidentiel
                  </Badge>
                ) : null}
              </Group>
              {entry.text ? <Text className={classes.entryText}>{entry.text}</Text> : null}
              <Text className={classes.muted}>
                {formatDateTime(entry.at)}
                {entry.by ? ` — ${entry.by}` : ''}
              </Text>
              {canUndo && entry === undoable ? <UndoMergeButton personId={personId} /> : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function UndoMergeButton({ personId }: { personId: number }) {
  const undo = useUndoMerge()
  return (
    <Button
      mt={6}
      size="compact-sm"
      variant="light"
      color="orange"
      loading={undo.isPending}
      onClick={() =>
        undo.mutate(personId, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: 'Fusion annulée : les deux fiches sont séparées.' }),
          onError: (error) => reportActionError(error, 'Fusion non annulée'),
        })
      }
    >
      Annuler la fusion
    </Button>
  )
}

import { useState } from 'react'
import { notifications } from '@mantine/notifications'
import { DELETE_FAILED } from '#src/lib/messages.ts'
import { reportActionError } from './save-errors.ts'

/** The deletion of a record: its mutation, by id (useDeleteEvent(), useDeleteGift()…). */
type Removal = {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void
  isPending: boolean
}

/**
 * The two dialogs of a list of records (events, services, gifts, photos): its form, to add one or
 * edit one, and the confirmation before a deletion. Once confirmed, the record is deleted, a
 * notification says so (`deleted` words it) and the dialog closes; on failure it stays open and a
 * notification says why (nothing after a 401: the sign-in comes over the dashboard). With
 * `startNew`, the form to add one is open from the start (a shortcut from another tab).
 */
export function useRecordDialogs<T extends { id: number }>(
  remove: Removal,
  deleted: (record: T) => string,
  { startNew = false }: { startNew?: boolean } = {},
) {
  const [editing, setEditing] = useState<T | 'new' | null>(startNew ? 'new' : null)
  const [deleting, setDeleting] = useState<T | null>(null)
  return {
    /** 'new' while the form adds one, the record while it edits it, null when closed. */
    editing,
    openNew: () => setEditing('new'),
    openEdit: (record: T) => setEditing(record),
    close: () => setEditing(null),
    /** The record whose deletion waits for confirmation, or null. */
    deleting,
    askDelete: (record: T) => setDeleting(record),
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (!deleting) return
      remove.mutate(deleting.id, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: deleted(deleting) })
          setDeleting(null)
        },
        onError: (error) => reportActionError(error, DELETE_FAILED),
      })
    },
    deletePending: remove.isPending,
  }
}

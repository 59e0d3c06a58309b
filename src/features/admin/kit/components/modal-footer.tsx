import type { ReactNode } from 'react'
import { Group } from '#src/components/ui/group.ts'
import classes from './modal-footer.module.css'

/**
 * A dialog's buttons (« Annuler », then the primary one), kept at the bottom of the dialog while
 * its fields scroll: on a 375 × 740 phone a long form (an event, a service) would otherwise hide
 * « Ajouter l’événement » below the fold of the dialog.
 */
export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" className={classes.footer} data-modal-footer>
      {children}
    </Group>
  )
}

import type { ReactNode } from 'react'
import { Modal } from '#src/components/ui/modal.ts'

type ProgrammeModalProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode }

/**
 * The dialog shared by the FEPROBA and ISL request forms: traps the focus, closes with its
 * X button or Escape, and stays open after a success. Its content mounts on each
 * opening, so every opening starts with a fresh form and no previous result.
 */
export function ProgrammeModal({ opened, onClose, title, children }: ProgrammeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      radius="md"
      closeButtonProps={{ 'aria-label': 'Fermer', size: 'lg' }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      styles={{
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontWeight: 700,
          fontSize: 'var(--mantine-font-size-xl)',
        },
      }}
    >
      {children}
    </Modal>
  )
}

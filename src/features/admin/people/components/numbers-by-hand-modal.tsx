import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'
import { Textarea } from '#src/components/ui/input.ts'

/** « Copier les numéros » when the browser refused the clipboard: the numbers, to copy by hand. */
export function NumbersByHandModal({ numbers, onClose }: { numbers: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={numbers !== null}
      onClose={onClose}
      title="Numéros à copier"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text size="sm" mb="sm">
        Le navigateur n’a pas permis la copie : sélectionnez les numéros ci-dessous et copiez-les.
      </Text>
      <Textarea
        label="Numéros (personnes qui acceptent WhatsApp)"
        value={numbers ?? ''}
        readOnly
        rows={3}
        onFocus={(event) => event.currentTarget.select()}
      />
    </Modal>
  )
}

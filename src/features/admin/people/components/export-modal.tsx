import { useState } from 'react'
import { Modal } from '#src/components/ui/modal.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { CsvLink } from '../../kit/components/list-toolbar.tsx'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { peopleCsvHref, type PeopleFilters } from '../api.ts'

/**
 * « Exporter »'s dialog: the filtered list as a CSV file, narrowed to the people added between two
 * dates (people-list-actions.tsx loads it the first time the button is pressed).
 */
export function ExportModal({
  filters,
  opened,
  onClose,
}: {
  filters: PeopleFilters
  opened: boolean
  onClose: () => void
}) {
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Exporter la liste en CSV"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Le fichier contient toutes les personnes de la liste affichée (recherche et filtres compris), pas seulement la
          page à l’écran.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Ajoutées depuis le"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            label="Jusqu’au"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Sans dates, toute la liste est exportée.
        </Text>
        <ModalFooter>
          <CsvLink href={peopleCsvHref(filters, { from, to })} />
        </ModalFooter>
      </Stack>
    </Modal>
  )
}

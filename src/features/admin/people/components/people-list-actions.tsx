import { lazy, Suspense } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { IconDownload, IconUpload } from '@tabler/icons-react'
import { useDialogOnDemand } from '../../kit/use-dialog-on-demand.ts'
import type { PeopleFilters } from '../api.ts'

// The list's dialogs (a modal, their inputs, the CSV reader) load the first time their button is
// pressed: the list, « Membres »'s first view, works without them.
const ExportModal = lazy(() => import('./export-modal.tsx').then((m) => ({ default: m.ExportModal })))
const ImportModal = lazy(() => import('./import-modal.tsx').then((m) => ({ default: m.ImportModal })))

/** « Exporter »: the filtered list as a CSV file, narrowed to the people added between two dates. */
export function ExportButton({ filters }: { filters: PeopleFilters }) {
  const dialog = useDialogOnDemand()
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={dialog.open}>
        Exporter
      </Button>
      {dialog.asked ? (
        <Suspense fallback={null}>
          <ExportModal filters={filters} opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  )
}

/** « Importer »: the existing roll, from a CSV file. */
export function ImportButton() {
  const dialog = useDialogOnDemand()
  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={dialog.open}>
        Importer
      </Button>
      {dialog.asked ? (
        <Suspense fallback={null}>
          <ImportModal opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  )
}

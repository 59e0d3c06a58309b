import { useId, useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Input } from '#src/components/ui/input.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertTriangle, IconCircleCheck, IconFileSpreadsheet } from '@tabler/icons-react'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { decodeCsv, detectDelimiter, fieldOfHeader, parseCsv, type ImportMapping } from '#common/people-import.ts'
import { IMPORT_COLUMNS, type ImportResult } from '#common/schemas/people.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { useImportPeople } from '../api.ts'
import classes from './people.module.css'

const COLUMNS = Object.values(IMPORT_COLUMNS).join(', ')
const people = (n: number) => (n > 1 ? `${n} personnes` : `${n} personne`)
const lines = (n: number) => (n > 1 ? `${n} lignes refusées` : `${n} ligne refusée`)

type Step = { checked: ImportResult } | { imported: ImportResult } | { failed: string } | null
type MappedField = keyof typeof IMPORT_COLUMNS
const MAPPED_FIELDS = Object.keys(IMPORT_COLUMNS) as MappedField[]

/**
 * The file's column titles (its first line), read here to offer the mapping; null when the file
 * cannot be read as CSV (the server's check then says why).
 */
async function headersOf(file: File): Promise<string[] | null> {
  try {
    const text = decodeCsv(new Uint8Array(await file.arrayBuffer())).replace(/^\uFEFF/, '')
    const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? ''
    const cells = parseCsv(firstLine, detectDelimiter(text))[0]?.cells ?? []
    return cells.map((cell) => cell.trim()).filter((cell) => cell !== '')
  } catch {
    return null
  }
}

/** For each field, the column whose title names it (Prénom, Téléphone, phone…), as the server would find it. */
const guessMapping = (headers: readonly string[]): ImportMapping =>
  Object.fromEntries(
    MAPPED_FIELDS.flatMap((field) => {
      const header = headers.find((h) => fieldOfHeader(h) === field)
      return header ? [[field, header]] : []
    }),
  )

/** « Importer »'s dialog (people-list-actions.tsx loads it the first time the button is pressed). */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importer une liste de personnes"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {opened ? <ImportForm onClose={onClose} /> : null}
    </Modal>
  )
}

/**
 * The existing roll, from a CSV file: first checked (nothing stored), showing who will be created,
 * who linked to a person already known, and each refused line with its reason; then imported, all
 * lines or none.
 */
function ImportForm({ onClose }: { onClose: () => void }) {
  const inputId = useId()
  const importPeople = useImportPeople()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [step, setStep] = useState<Step>(null)
  const [headers, setHeaders] = useState<string[] | null>(null)
  const [mapping, setMapping] = useState<ImportMapping>({})

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    setFileError(null)
    setStep(null)
    const found = chosen ? await headersOf(chosen) : null
    setHeaders(found)
    setMapping(found ? guessMapping(found) : {})
  }

  const run = (dryRun: boolean) => {
    if (!file) return setFileError('Choisissez un fichier CSV.')
    importPeople.mutate(
      { file, dryRun, mapping },
      {
        onSuccess: (result) =>
          setStep(dryRun || result.refused.length > 0 ? { checked: result } : { imported: result }),
        onError: (error) => setStep({ failed: failureMessage(error) }),
      },
    )
  }

  const checked = step && 'checked' in step ? step.checked : null
  const imported = step && 'imported' in step ? step.imported : null
  const ready = checked !== null && checked.refused.length === 0 && checked.created + checked.linked > 0

  return (
    <Stack gap="md">
      <Text size="sm">
        Un fichier CSV (Excel : « Enregistrer sous… CSV »), avec une ligne de titres. Colonnes reconnues : {COLUMNS}. Le
        fichier est d’abord vérifié : rien n’est enregistré avant « Importer ».
      </Text>
      <Input.Wrapper id={inputId} label="Fichier CSV" required error={fileError}>
        <div className={classes.filePicker} data-invalid={fileError ? true : undefined}>
          <span className={classes.fileButton} aria-hidden="true">
            <IconFileSpreadsheet size={16} />
            Choisir un fichier
          </span>
          <span className={classes.fileName} aria-hidden="true">
            {file ? file.name : 'Aucun fichier choisi'}
          </span>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className={classes.fileInput}
            disabled={importPeople.isPending}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
      </Input.Wrapper>

      {headers && headers.length > 0 && !step ? (
        <fieldset className={classes.mapping}>
          <legend>Colonnes du fichier</legend>
          <Text size="sm" c="dimmed" mb="xs">
            La colonne qui contient chaque information ; les autres colonnes au nom reconnu sont lues aussi.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {MAPPED_FIELDS.map((field) => (
              <NativeSelect
                key={field}
                label={IMPORT_COLUMNS[field]}
                data={[{ value: '', label: '— aucune colonne —' }, ...headers.map((h) => ({ value: h, label: h }))]}
                value={mapping[field] ?? ''}
                onChange={(event) => {
                  const header = event.currentTarget.value
                  setMapping(({ [field]: _old, ...rest }) => (header ? { ...rest, [field]: header } : rest))
                }}
              />
            ))}
          </SimpleGrid>
        </fieldset>
      ) : null}

      {checked ? <Preview result={checked} /> : null}
      {imported ? (
        <Alert
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          title="Import terminé"
        >
          {people(imported.created)} créée{imported.created > 1 ? 's' : ''}, {people(imported.linked)} reliée
          {imported.linked > 1 ? 's' : ''} à une fiche existante.
        </Alert>
      ) : null}
      {step && 'failed' in step ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="Import impossible"
        >
          {step.failed}
        </Alert>
      ) : null}

      <ModalFooter>
        <Button variant="default" onClick={onClose} disabled={importPeople.isPending}>
          {imported ? 'Fermer' : 'Annuler'}
        </Button>
        {imported ? null : ready ? (
          <Button loading={importPeople.isPending} onClick={() => run(false)}>
            Importer {people(checked.created + checked.linked)}
          </Button>
        ) : (
          <Button loading={importPeople.isPending} onClick={() => run(true)}>
            Vérifier le fichier
          </Button>
        )}
      </ModalFooter>
    </Stack>
  )
}

function Preview({ result }: { result: ImportResult }) {
  const refused = result.refused.length
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>Vérification du fichier</Text>
      <ul className={classes.refusedList}>
        <li>{people(result.created)} à créer</li>
        <li>
          {people(result.linked)} déjà connue{result.linked > 1 ? 's' : ''} (reliée{result.linked > 1 ? 's' : ''} à leur
          fiche)
        </li>
        <li>{refused > 0 ? lines(refused) : 'Aucune ligne refusée'}</li>
      </ul>
      {refused > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={lines(refused)}>
          <Text size="sm" mb="xs">
            Rien n’est importé tant qu’une ligne est refusée : corrigez le fichier, puis choisissez-le et vérifiez-le à
            nouveau.
          </Text>
          <ol className={classes.refusedList} aria-label="Lignes refusées">
            {result.refused.map(({ line, message }) => (
              <li key={`${line}-${message}`}>
                Ligne {line} : {message}
              </li>
            ))}
          </ol>
        </Alert>
      ) : null}
    </Stack>
  )
}

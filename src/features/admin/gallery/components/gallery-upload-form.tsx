import { useRef, useState, type ChangeEvent } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Input, TextInput } from '#src/components/ui/input.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Progress } from '#src/components/ui/progress.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useForm } from 'react-hook-form'
import { IconAlertTriangle, IconCircleCheck, IconPhoto, IconUpload } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { applyFieldErrors } from '#src/lib/form-errors.ts'
import { schemaResolver, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import {
  GALLERY_ACCEPT,
  GALLERY_CATEGORIES,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_LIMITS_TEXT,
  GALLERY_UPLOAD_MESSAGES,
} from '#common/schemas/gallery-categories.ts'
import {
  galleryPhotoInputSchema,
  type AdminGalleryPhoto,
  type GalleryPhotoInput,
} from '#common/schemas/gallery-photo.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { checkPhotoFile, useUploadGalleryPhoto, type UploadProgress } from '../api.ts'
import { useObjectUrl } from './use-object-url.ts'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import classes from './gallery.module.css'

type Values = WithEmptyChoice<GalleryPhotoInput, 'category'>
const DEFAULTS: Values = { category: '', description: '' }
const FIELDS = ['category', 'description'] as const
export const CATEGORY_OPTIONS = [
  { value: '', label: '— Choisir une catégorie —' },
  ...GALLERY_CATEGORIES.map((category) => ({ value: category, label: category })),
]
const FILE_INPUT_ID = 'galerie-photo'

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * "Ajouter une photo": the file (checked here for its size and type, then by the server), its
 * category and its description; a progress bar while it goes up, then while the server prepares
 * its sizes. Success empties the form; the photo shows at the top of the list below.
 */
export function GalleryUploadForm() {
  const upload = useUploadGalleryPhoto()
  const form = useForm<Values, unknown, GalleryPhotoInput>({
    resolver: schemaResolver(galleryPhotoInputSchema),
    defaultValues: DEFAULTS,
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click (as in the other dashboard forms).
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [outcome, setOutcome] = useState<
    { added: AdminGalleryPhoto } | { failed: string } | { cancelled: true } | null
  >(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const aborter = useRef<AbortController | null>(null)
  const latestCheck = useRef(0)
  const preview = useObjectUrl(fileError ? null : file)

  const showFileError = (message: string) => {
    setFileError(message)
    fileInput.current?.focus()
  }

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null
    const check = ++latestCheck.current
    setOutcome(null)
    setFile(chosen)
    setFileError(null)
    const problem = chosen ? await checkPhotoFile(chosen) : null
    if (check === latestCheck.current) setFileError(problem)
  }

  const send = async (input: GalleryPhotoInput) => {
    if (!file) return showFileError(GALLERY_UPLOAD_MESSAGES.missing)
    const problem = await checkPhotoFile(file)
    if (problem) return showFileError(problem)
    const controller = new AbortController()
    aborter.current = controller
    setOutcome(null)
    upload.mutate(
      { upload: { ...input, file }, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (photo) => {
          form.reset(DEFAULTS)
          setFile(null)
          setFileError(null)
          if (fileInput.current) fileInput.current.value = ''
          setOutcome({ added: photo })
        },
        onError: (error) => {
          if (isAbort(error)) return setOutcome({ cancelled: true })
          // An expired session: the sign-in comes over the dashboard; the form keeps its values.
          if (error instanceof ApiError && error.status === 401) return
          applyFieldErrors(error, form.setError, FIELDS)
          const onFile = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined
          if (onFile) setFileError(onFile)
          setOutcome({
            failed: failureMessage(error),
          })
        },
        onSettled: () => {
          setProgress(null)
          aborter.current = null
        },
      },
    )
  }

  const onSubmit = form.handleSubmit(send, () => {
    if (!file) setFileError(GALLERY_UPLOAD_MESSAGES.missing)
  })

  const sending = upload.isPending
  return (
    <Paper withBorder radius="md" className={`${classes.uploadCard} ${dashboard.padSmMd}`}>
      <form onSubmit={onSubmit} noValidate aria-labelledby="galerie-ajout-titre">
        <Stack gap="md">
          <Title order={3} size="h4" id="galerie-ajout-titre">
            Ajouter une photo
          </Title>
          <Group align="flex-start" gap="md">
            <Input.Wrapper
              id={FILE_INPUT_ID}
              label="Photo"
              required
              description={GALLERY_LIMITS_TEXT}
              error={fileError}
              // Beside the preview on a wide screen, above it on a phone.
              style={{ flex: '1 1 220px', minWidth: 0 }}
            >
              <div
                className={classes.filePicker}
                data-invalid={fileError ? true : undefined}
                data-disabled={sending || undefined}
              >
                <span className={classes.fileButton} aria-hidden="true">
                  <IconPhoto size={16} />
                  Choisir une photo
                </span>
                <span className={classes.fileName} aria-hidden="true">
                  {file ? file.name : 'Aucune photo choisie'}
                </span>
                <input
                  ref={fileInput}
                  id={FILE_INPUT_ID}
                  type="file"
                  name="file"
                  accept={GALLERY_ACCEPT}
                  required
                  disabled={sending}
                  className={classes.fileInput}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`${fileError ? `${FILE_INPUT_ID}-error ` : ''}${FILE_INPUT_ID}-description`}
                  onChange={(event) => void chooseFile(event)}
                />
              </div>
            </Input.Wrapper>
            {preview ? <img src={preview} alt="" className={classes.preview} /> : null}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <NativeSelect
              label="Catégorie"
              required
              data={CATEGORY_OPTIONS}
              disabled={sending}
              {...register('category')}
              error={errors.category?.message}
            />
            <TextInput
              label="Description"
              required
              description="Ce que montre la photo : lu aux personnes aveugles, affiché sous la photo."
              maxLength={GALLERY_DESCRIPTION_MAX}
              disabled={sending}
              {...register('description')}
              error={errors.description?.message}
            />
          </SimpleGrid>

          {sending && progress ? (
            <UploadProgressBar progress={progress} onCancel={() => aborter.current?.abort()} />
          ) : null}

          <div>
            <Button
              type="submit"
              loading={sending}
              leftSection={<IconUpload size={18} aria-hidden="true" />}
              className={dashboard.fullWidthOnPhones}
            >
              Envoyer la photo
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {outcome && 'added' in outcome ? (
              <Alert role="presentation" variant="light" color="green" icon={<IconCircleCheck aria-hidden="true" />}>
                Photo ajoutée à la galerie : « {outcome.added.description} » ({outcome.added.category}).
              </Alert>
            ) : null}
            {outcome && 'cancelled' in outcome ? (
              <Text size="sm">Envoi annulé : la photo n’a pas été ajoutée.</Text>
            ) : null}
          </div>
          {outcome && 'failed' in outcome ? (
            <Alert
              role="alert"
              variant="light"
              color="red"
              title="La photo n’a pas été ajoutée"
              icon={<IconAlertTriangle aria-hidden="true" />}
            >
              {outcome.failed}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  )
}

function UploadProgressBar({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const sendingPhase = progress.phase === 'sending'
  const text = sendingPhase
    ? `Envoi de la photo : ${progress.percent} %`
    : 'Photo reçue : préparation des tailles pour le site…'
  return (
    <Stack gap={6}>
      <div
        role="progressbar"
        aria-label="Envoi de la photo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sendingPhase ? progress.percent : 100}
        aria-valuetext={text}
      >
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={sendingPhase ? progress.percent : 100}
            withAria={false}
            striped={!sendingPhase}
            animated={!sendingPhase}
          />
        </Progress.Root>
      </div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" className={classes.progressText}>
          {text}
        </Text>
        {sendingPhase ? (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onCancel}>
            Annuler l’envoi
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}

import { useRef, useState, type ChangeEvent } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Input, TextInput, Textarea } from '#src/components/ui/input.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Progress } from '#src/components/ui/progress.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { IconMicrophone } from '@tabler/icons-react'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { SERMON_AUDIO_ACCEPT, SERMON_AUDIO_LIMITS_TEXT, formatMegabytes } from '#common/sermon-audio.ts'
import {
  SERMON_LIMITS,
  sermonInputSchema,
  type AdminSermon,
  type SermonInput,
  type SermonValues,
} from '#common/schemas/sermon.ts'
import { failureMessage, reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { checkAudioFile, useSaveSermon, useUploadSermonAudio, type UploadProgress } from '../api.ts'
import classes from './sermons-admin.module.css'

type Values = Required<SermonInput>

const FIELDS = ['title', 'preacher', 'preachedOn', 'passage', 'series', 'notes', 'videoUrl', 'publishAt'] as const
const FILE_INPUT_ID = 'predication-enregistrement'
const SERIES_LIST_ID = 'predication-series'

const valuesOf = (sermon: AdminSermon | null): Values => ({
  title: sermon?.title ?? '',
  preacher: sermon?.preacher ?? '',
  preachedOn: sermon?.preachedOn ?? '',
  passage: sermon?.passage ?? '',
  series: sermon?.series ?? '',
  notes: sermon?.notes ?? '',
  videoUrl: sermon?.videoUrl ?? '',
  publishAt: sermon?.publishAtLocal ?? '',
})

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

type SermonFormModalProps = {
  /** 'new' to add one, a sermon to edit it, null when closed. */
  sermon: AdminSermon | 'new' | null
  /** The series already named, offered as the field is typed. */
  series: readonly string[]
  onClose: () => void
}

/** Add or edit a sermon, and send its recording, in a modal (focus kept inside, Escape closes). */
export function SermonFormModal({ sermon, series, onClose }: SermonFormModalProps) {
  const [shown, setShown] = useState(sermon)
  if (sermon && sermon !== shown) setShown(sermon)
  const editing = shown !== null && shown !== 'new' ? shown : null
  return (
    <Modal
      opened={sermon !== null}
      onClose={onClose}
      title={editing ? `Modifier « ${editing.title} »` : 'Ajouter une prédication'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? <SermonForm key={editing?.id ?? 'new'} sermon={editing} series={series} onDone={onClose} /> : null}
    </Modal>
  )
}

function SermonForm({
  sermon,
  series,
  onDone,
}: {
  sermon: AdminSermon | null
  series: readonly string[]
  onDone: () => void
}) {
  const save = useSaveSermon()
  const upload = useUploadSermonAudio()
  // Once saved, a failed upload leaves it saved: the next « Enregistrer » sends the changes and the file.
  const [saved, setSaved] = useState<AdminSermon | null>(sermon)
  const form = useForm<Values, unknown, SermonValues>({
    resolver: schemaResolver(sermonInputSchema),
    defaultValues: valuesOf(sermon),
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const aborter = useRef<AbortController | null>(null)

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null
    setFile(chosen)
    setFileError(chosen ? await checkAudioFile(chosen) : null)
  }

  const sendFile = (target: AdminSermon, chosen: File) => {
    const controller = new AbortController()
    aborter.current = controller
    upload.mutate(
      { id: target.id, file: chosen, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: `Enregistrement de « ${target.title} » reçu : la conversion suit, son état s’affiche dans la liste.`,
          })
          onDone()
        },
        onError: (error) => {
          if (isAbort(error)) return setFailed('Envoi annulé : l’enregistrement n’a pas été envoyé.')
          if (error instanceof ApiError && error.status === 401) return
          const onFile = error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined
          if (onFile) setFileError(onFile)
          setFailed(failureMessage(error))
        },
        onSettled: () => {
          setProgress(null)
          aborter.current = null
        },
      },
    )
  }

  const onSubmit = form.handleSubmit(async (input) => {
    setFailed(null)
    if (file) {
      const problem = await checkAudioFile(file)
      if (problem) {
        setFileError(problem)
        fileInput.current?.focus()
        return
      }
    }
    save.mutate(
      { id: saved?.id ?? null, input },
      {
        onSuccess: (result) => {
          setSaved(result)
          if (file) return sendFile(result, file)
          notifications.show({
            color: 'teal',
            message: `Prédication « ${result.title} » ${saved ? 'enregistrée' : 'ajoutée'}.`,
          })
          onDone()
        },
        onError: (error) =>
          reportSaveError(
            error,
            form.setError,
            FIELDS,
            saved ? 'Modification non enregistrée' : 'Prédication non ajoutée',
          ),
      },
    )
  })

  const sending = upload.isPending
  const busy = save.isPending || sending
  return (
    <form onSubmit={onSubmit} noValidate aria-label={saved ? 'Modifier la prédication' : 'Nouvelle prédication'}>
      <Stack gap="md">
        <TextInput
          label="Titre"
          required
          maxLength={SERMON_LIMITS.title}
          {...register('title')}
          error={errors.title?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Prédicateur"
            required
            maxLength={SERMON_LIMITS.preacher}
            {...register('preacher')}
            error={errors.preacher?.message}
          />
          <TextInput label="Date" type="date" required {...register('preachedOn')} error={errors.preachedOn?.message} />
          <TextInput
            label="Passage biblique"
            description="Ex. : Jean 3.16-21"
            maxLength={SERMON_LIMITS.passage}
            {...register('passage')}
            error={errors.passage?.message}
          />
          <TextInput
            label="Série"
            description="Facultatif : le même nom regroupe les prédications"
            list={SERIES_LIST_ID}
            maxLength={SERMON_LIMITS.series}
            {...register('series')}
            error={errors.series?.message}
          />
        </SimpleGrid>
        <datalist id={SERIES_LIST_ID}>
          {series.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Textarea
          label="Notes"
          description="Le plan, les versets, une prière : affichés sous le lecteur."
          rows={4}
          maxLength={SERMON_LIMITS.notes}
          {...register('notes')}
          error={errors.notes?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Lien de la vidéo"
            description="Facultatif : YouTube, Facebook…"
            type="url"
            inputMode="url"
            {...register('videoUrl')}
            error={errors.videoUrl?.message}
          />
          <TextInput
            label="Publier à partir du"
            description="Heure de Santiago. Vide : dès que l’enregistrement est prêt."
            type="datetime-local"
            {...register('publishAt')}
            error={errors.publishAt?.message}
          />
        </SimpleGrid>

        <Input.Wrapper
          id={FILE_INPUT_ID}
          label="Enregistrement"
          description={`${SERMON_AUDIO_LIMITS_TEXT}. Le serveur le convertit en un fichier léger (environ 20 Mo par heure).${
            saved?.audio.url ? ' Un nouvel envoi remplace l’enregistrement actuel quand il est prêt.' : ''
          }`}
          error={fileError}
        >
          <div className={classes.filePicker} data-invalid={fileError ? true : undefined}>
            <span className={classes.fileButton} aria-hidden="true">
              <IconMicrophone size={16} />
              Choisir un fichier
            </span>
            <span className={classes.fileName} aria-hidden="true">
              {file ? `${file.name} (${formatMegabytes(file.size)})` : 'Aucun fichier choisi'}
            </span>
            <input
              ref={fileInput}
              id={FILE_INPUT_ID}
              type="file"
              name="file"
              accept={SERMON_AUDIO_ACCEPT}
              disabled={busy}
              className={classes.fileInput}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileError ? `${FILE_INPUT_ID}-error ` : ''}${FILE_INPUT_ID}-description`}
              onChange={(event) => void chooseFile(event)}
            />
          </div>
        </Input.Wrapper>

        {sending && progress ? (
          <UploadProgressBar progress={progress} onCancel={() => aborter.current?.abort()} />
        ) : null}
        {failed ? (
          <Alert role="alert" variant="light" color="red" title="L’enregistrement n’a pas été envoyé">
            {failed}
            {saved ? ' Les informations de la prédication, elles, sont enregistrées.' : ''}
          </Alert>
        ) : null}

        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={sending}>
            Annuler
          </Button>
          <Button type="submit" loading={busy}>
            {file ? 'Enregistrer et envoyer' : saved ? 'Enregistrer' : 'Ajouter la prédication'}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}

function UploadProgressBar({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const sendingPhase = progress.phase === 'sending'
  const text = sendingPhase
    ? `Envoi de l’enregistrement : ${progress.percent} %`
    : 'Enregistrement reçu : mise en file pour la conversion…'
  return (
    <Stack gap={6}>
      <div
        role="progressbar"
        aria-label="Envoi de l’enregistrement"
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
        <Text size="sm">{text}</Text>
        {sendingPhase ? (
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onCancel}>
            Annuler l’envoi
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}

// A leader's portrait in the « Équipe pastorale » form: sent as soon as it is chosen (through the
// gallery's image pipeline on the server), removed with one button. It is stored at once, apart
// from the form's other fields: the form then holds the new portrait as saved, without touching
// what was typed elsewhere.
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { IconPhoto, IconTrash } from '@tabler/icons-react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Input } from '#src/components/ui/input.ts'
import { Portrait } from '#src/components/portrait.tsx'
import { ApiError } from '#src/lib/api-client.ts'
import { GALLERY_ACCEPT, GALLERY_LIMITS_TEXT } from '#common/schemas/gallery-categories.ts'
import type { Portrait as PortraitFiles, SiteContent } from '#common/schemas/site-content.ts'
import { checkPhotoFile } from '../../gallery/api.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { useLeaderPortrait } from '../api.ts'
import classes from './site.module.css'

const NOT_SAVED = 'Enregistrez d’abord ce responsable (bouton « Enregistrer »), puis ajoutez sa photo.'

/** The upload's French reason: the server's word on the file, else its message. */
const reasonOf = (error: unknown) =>
  (error instanceof ApiError ? error.fieldErrors.file?.[0] : undefined) ?? failureMessage(error)

export function PortraitField({ index, content }: { index: number; content: SiteContent }) {
  const { watch, resetField, setValue } = useFormContext()
  const at = (field: string) => `leaders.${index}.${field}`
  const id = watch(at('id')) as string
  const name = (watch(at('name')) as string) || 'ce responsable'
  const photo = watch(at('photo')) as PortraitFiles | null
  const { upload, remove } = useLeaderPortrait()
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  // Only a leader already stored under this identifier can receive a portrait.
  const stored = content.leaders.some((leader) => leader.id === id)
  const busy = upload.isPending || remove.isPending

  /** The saved portrait goes into the form as its new starting value (not an unsaved change). */
  const keep = (saved: SiteContent) => {
    const portrait = saved.leaders.find((leader) => leader.id === id)?.photo ?? null
    // resetField moves the starting value (so the form is not dirty for it); setValue redraws
    // what watches the field (resetField alone does not, inside a field array).
    resetField(at('photo'), { defaultValue: portrait })
    setValue(at('photo'), portrait)
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // The gallery's checks first (size, type by the first bytes): nothing sent over mobile data in vain.
    const refused = await checkPhotoFile(file)
    setError(refused ?? undefined)
    if (refused) return
    upload.mutate(
      { id, file },
      {
        onSuccess: (saved) => {
          keep(saved)
          notifications.show({ color: 'teal', message: `Photo de ${name} enregistrée : le site la montre déjà.` })
        },
        onError: (failure) => {
          setError(reasonOf(failure))
          notifications.show({ color: 'red', title: 'Photo non enregistrée', message: reasonOf(failure) })
        },
      },
    )
  }

  const removePhoto = () =>
    remove.mutate(id, {
      onSuccess: (saved) => {
        keep(saved)
        notifications.show({ color: 'teal', message: `Photo de ${name} retirée du site.` })
      },
      onError: (failure) =>
        notifications.show({ color: 'red', title: 'Photo non retirée', message: failureMessage(failure) }),
    })

  const description = stored ? GALLERY_LIMITS_TEXT : NOT_SAVED
  return (
    <Input.Wrapper
      label="Photo"
      description={description}
      error={error}
      id={inputId}
      descriptionProps={{ id: `${inputId}-description` }}
      errorProps={{ id: `${inputId}-error` }}
    >
      <Group gap="md" align="center" wrap="nowrap" className={classes.portraitRow}>
        {photo ? (
          <Portrait photo={photo} name={name} size={72} className={classes.portrait} />
        ) : (
          <span className={classes.noPortrait}>Aucune photo</span>
        )}
        <Group gap="xs">
          <div className={classes.filePicker} data-disabled={!stored || busy || undefined}>
            <span className={classes.fileButton} aria-hidden="true">
              <IconPhoto size={16} />
              {upload.isPending ? 'Envoi…' : photo ? 'Changer la photo' : 'Choisir une photo'}
            </span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={GALLERY_ACCEPT}
              disabled={!stored || busy}
              className={classes.fileInput}
              aria-label={`${photo ? 'Changer la photo' : 'Choisir une photo'} de ${name}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${error ? `${inputId}-error ` : ''}${inputId}-description`}
              onChange={(event) => void choose(event)}
            />
          </div>
          {photo ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              loading={remove.isPending}
              disabled={busy}
              onClick={removePhoto}
              aria-label={`Retirer la photo de ${name}`}
            >
              Retirer
            </Button>
          ) : null}
        </Group>
      </Group>
    </Input.Wrapper>
  )
}

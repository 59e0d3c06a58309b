import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import {
  CATEGORY_MAX,
  EVENT_CATEGORIES,
  eventInputSchema,
  isKnownEventCategory,
  type ChurchEvent,
  type EventInput,
} from '#common/schemas/event.ts'
import { useSaveEvent } from '../api.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

const OTHER = 'autre'
const CATEGORY_OPTIONS = [
  { value: '', label: '— Choisir une catégorie —' },
  ...EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
  { value: OTHER, label: 'Autre (à préciser)' },
]

const EMPTY: EventInput = { title: '', date: '', time: '', description: '', location: '', category: '' }
const FIELDS = Object.keys(EMPTY) as (keyof EventInput)[]

type EventFormModalProps = {
  /** 'new' to add one, an event to edit it, null when closed. */
  event: ChurchEvent | 'new' | null
  onClose: () => void
}

/** Add or edit an event, in a modal (focus kept inside, Escape closes). */
export function EventFormModal({ event, onClose }: EventFormModalProps) {
  // Keeps the form on screen while the modal fades out.
  const [shown, setShown] = useState(event)
  if (event && event !== shown) setShown(event)
  const editing = shown !== null && shown !== 'new' ? shown : null
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={editing ? `Modifier « ${editing.title} »` : 'Ajouter un événement'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {/* A new form each time the modal opens on another event: no leftover values or errors. */}
      {shown ? <EventForm key={editing?.id ?? 'new'} event={editing} onDone={onClose} /> : null}
    </Modal>
  )
}

function EventForm({ event, onDone }: { event: ChurchEvent | null; onDone: () => void }) {
  const save = useSaveEvent()
  const initial = event ? { ...event } : EMPTY
  const form = useForm<EventInput>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: {
      title: initial.title,
      date: initial.date,
      time: initial.time,
      description: initial.description,
      location: initial.location,
      category: initial.category,
    },
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  // The select shows one of the four categories, or "Autre" with the church's own text beside it.
  const [choice, setChoice] = useState(
    initial.category === '' || isKnownEventCategory(initial.category) ? initial.category : OTHER,
  )

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: event?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: `Événement « ${saved.title} » ${event ? 'enregistré' : 'ajouté'}.`,
          })
          onDone()
        },
        onError: (error) =>
          reportSaveError(
            error,
            form.setError,
            FIELDS,
            event ? 'Modification non enregistrée' : 'Événement non ajouté',
          ),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Titre" required {...register('title')} error={errors.title?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="Date" type="date" required {...register('date')} error={errors.date?.message} />
          <TextInput
            label="Heure"
            required
            description="Ex. : 19:00 ou 09:00 - 12:00"
            {...register('time')}
            error={errors.time?.message}
          />
        </SimpleGrid>
        <TextInput label="Lieu" required {...register('location')} error={errors.location?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            label="Catégorie"
            required
            data={CATEGORY_OPTIONS}
            value={choice}
            onChange={(change) => {
              const next = change.currentTarget.value
              setChoice(next)
              form.setValue('category', next === OTHER ? '' : next, { shouldValidate: form.formState.isSubmitted })
            }}
            error={choice === OTHER ? undefined : errors.category?.message}
          />
          {choice === OTHER ? (
            <TextInput
              label="Autre catégorie"
              required
              description="Affichée avec un style neutre"
              maxLength={CATEGORY_MAX}
              {...register('category')}
              error={errors.category?.message}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          rows={4}
          {...register('description')}
          error={errors.description?.message}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            {event ? 'Enregistrer' : 'Ajouter l’événement'}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}

import { useState } from 'react'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { IconX } from '@tabler/icons-react'
import {
  CATEGORY_MAX,
  EVENT_CATEGORIES,
  eventInputSchema,
  isKnownEventCategory,
  RECURRENCE_FREQUENCIES,
  type ChurchEvent,
  type EventInput,
  type RecurrenceFrequency,
} from '#common/schemas/event.ts'
import { formatLongDate } from '#common/format-date.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { useSaveEvent } from '../api.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

const OTHER = 'autre'
const CATEGORY_OPTIONS = [
  { value: '', label: '— Choisir une catégorie —' },
  ...EVENT_CATEGORIES.map((category) => ({ value: category, label: category })),
  { value: OTHER, label: 'Autre (à préciser)' },
]
const REPEAT_LABELS: Record<RecurrenceFrequency, string> = {
  weekly: 'Chaque semaine (même jour)',
  monthly: 'Chaque mois (même date)',
  'monthly-weekday': 'Chaque mois (même jour de la semaine : 1er dimanche…)',
}
const REPEAT_OPTIONS = [
  { value: '', label: 'Non, une seule fois' },
  ...RECURRENCE_FREQUENCIES.map((value) => ({ value, label: REPEAT_LABELS[value] })),
]

/**
 * The form's own values: plain texts and a box to tick, as the inputs hold them. toInput turns them
 * into what the API takes (a repeat rule or null, sign-ups or null).
 */
type EventValues = {
  title: string
  date: string
  time: string
  description: string
  location: string
  category: string
  endDate: string
  repeat: RecurrenceFrequency | ''
  until: string
  exceptions: string[]
  signupOn: boolean
  capacity: string
  closesAt: string
}

const EMPTY: EventValues = {
  title: '',
  date: '',
  time: '',
  description: '',
  location: '',
  category: '',
  endDate: '',
  repeat: '',
  until: '',
  exceptions: [],
  signupOn: false,
  capacity: '',
  closesAt: '',
}

const valuesOf = (event: ChurchEvent | null): EventValues =>
  event
    ? {
        title: event.title,
        date: event.date,
        time: event.time,
        description: event.description,
        location: event.location,
        category: event.category,
        endDate: event.endDate ?? '',
        repeat: event.recurrence?.frequency ?? '',
        until: event.recurrence?.until ?? '',
        exceptions: event.recurrence?.exceptions ?? [],
        signupOn: Boolean(event.signup),
        capacity: event.signup?.capacity ? String(event.signup.capacity) : '',
        closesAt: event.signup?.closesAt ?? '',
      }
    : EMPTY

function toInput(values: EventValues): EventInput {
  const capacity = values.capacity.trim()
  return {
    title: values.title,
    date: values.date,
    time: values.time,
    description: values.description,
    location: values.location,
    category: values.category,
    endDate: values.endDate || null,
    recurrence: values.repeat
      ? { frequency: values.repeat, until: values.until || null, exceptions: values.exceptions }
      : null,
    // A capacity that is not a whole number reaches the schema as such, and is refused there.
    signup: values.signupOn
      ? { capacity: capacity === '' ? null : Number(capacity), closesAt: values.closesAt || null }
      : null,
  }
}

/** Where an error of the API's input (its path) shows on this form. */
function fieldOf(path: string): keyof EventValues | undefined {
  if (path.startsWith('recurrence.exceptions')) return 'exceptions'
  const fields: Record<string, keyof EventValues> = {
    'recurrence.until': 'until',
    'recurrence.frequency': 'repeat',
    recurrence: 'repeat',
    signup: 'signupOn',
    'signup.capacity': 'capacity',
    'signup.closesAt': 'closesAt',
  }
  if (path in fields) return fields[path]
  return path in EMPTY ? (path as keyof EventValues) : undefined
}

/** The fields in the order they show: the first with an error gets the focus. */
const FIELDS: (keyof EventValues)[] = [
  'title',
  'date',
  'time',
  'endDate',
  'location',
  'category',
  'description',
  'repeat',
  'until',
  'exceptions',
  'signupOn',
  'capacity',
  'closesAt',
]

/** A 400 whose fields (named by the API's paths: signup.capacity) are renamed as this form's. */
function onThisForm(error: Error): Error {
  if (!(error instanceof ApiError) || error.status !== 400) return error
  const fieldErrors: Record<string, string[]> = {}
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(path)
    if (field) fieldErrors[field] ??= messages
  }
  return new ApiError(400, { message: error.message, fieldErrors })
}

const schemaResolver = zodResolver(eventInputSchema)

/** The schema checks what toInput makes of the values; its errors go to the fields they concern. */
const resolver: Resolver<EventValues, unknown, EventInput> = async (values, context, options) => {
  const result = await schemaResolver(toInput(values), context, { ...options, names: undefined, fields: {} })
  // The schema's output: the time written back as « 19:00 - 22:00 », the exceptions in order.
  if (Object.keys(result.errors).length === 0) return { values: result.values as EventInput, errors: {} }
  const errors: FieldErrors<EventValues> = {}
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key
      const error = value as { message?: string; type?: string } | undefined
      const field = fieldOf(path)
      if (field && error?.message && !errors[field])
        errors[field] = { type: error.type ?? 'validate', message: error.message }
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, path)
    }
  }
  walk(result.errors as Record<string, unknown>, '')
  return { values: {}, errors }
}

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
  const initial = valuesOf(event)
  const form = useForm<EventValues, unknown, EventInput>({
    resolver,
    defaultValues: initial,
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
  const repeat = form.watch('repeat')
  const signupOn = form.watch('signupOn')
  const exceptions = form.watch('exceptions')
  const [exception, setException] = useState('')

  const addException = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(exception)) return
    form.setValue('exceptions', [...new Set([...exceptions, exception])].sort(), {
      shouldValidate: form.formState.isSubmitted,
    })
    setException('')
  }

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
            onThisForm(error),
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
          <TextInput
            label="Dernier jour"
            type="date"
            description="S’il dure plusieurs jours (conférence, camp)"
            {...register('endDate')}
            error={errors.endDate?.message}
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
        <Fieldset legend="Répétition" variant="filled">
          <Stack gap="sm">
            <NativeSelect
              label="Se répète"
              data={REPEAT_OPTIONS}
              {...register('repeat')}
              error={errors.repeat?.message}
            />
            {repeat ? (
              <>
                <TextInput
                  label="Jusqu’au"
                  type="date"
                  description="Vide : sans fin"
                  {...register('until')}
                  error={errors.until?.message}
                />
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label="Sauf le"
                    type="date"
                    description="Une date où il n’a pas lieu"
                    value={exception}
                    onChange={(change) => setException(change.currentTarget.value)}
                    error={errors.exceptions?.message}
                    style={{ flex: '1 1 180px' }}
                  />
                  <Button variant="default" onClick={addException}>
                    Exclure cette date
                  </Button>
                </Group>
                {exceptions.length > 0 ? (
                  <Group
                    gap={6}
                    component="ul"
                    aria-label="Dates exclues"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {exceptions.map((date) => (
                      <li key={date}>
                        <Badge
                          variant="light"
                          color="gray"
                          size="lg"
                          rightSection={
                            <button
                              type="button"
                              aria-label={`Ne plus exclure le ${formatLongDate(date)}`}
                              onClick={() =>
                                form.setValue(
                                  'exceptions',
                                  exceptions.filter((d) => d !== date),
                                )
                              }
                              style={{ border: 0, background: 'none', padding: 2, cursor: 'pointer', display: 'flex' }}
                            >
                              <IconX size={14} aria-hidden="true" />
                            </button>
                          }
                        >
                          {formatLongDate(date)}
                        </Badge>
                      </li>
                    ))}
                  </Group>
                ) : null}
              </>
            ) : null}
          </Stack>
        </Fieldset>
        <Fieldset legend="Inscriptions" variant="filled">
          <Stack gap="sm">
            <Checkbox
              label="Prendre les inscriptions sur le site"
              description="Un bouton « S’inscrire » sur la carte de l’événement ; au-delà des places, une liste d’attente"
              {...register('signupOn')}
              error={errors.signupOn?.message}
            />
            {signupOn ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TextInput
                  label="Nombre de places"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  description="Vide : sans limite"
                  {...register('capacity')}
                  error={errors.capacity?.message}
                />
                <TextInput
                  label="Inscriptions jusqu’au"
                  type="date"
                  description="Vide : jusqu’au jour de l’événement"
                  {...register('closesAt')}
                  error={errors.closesAt?.message}
                />
              </SimpleGrid>
            ) : null}
          </Stack>
        </Fieldset>
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

import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Controller, useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { MARITAL_STATUS_LABELS } from '#common/labels.ts'
import { MARITAL_STATUSES } from '#common/schemas/member-registration.ts'
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  GENDER_LABELS,
  GENDERS,
  PERSON_LANGUAGE_LABELS,
  PERSON_LANGUAGES,
  PERSON_TEXT_FIELDS,
  personInputSchema,
  type ConsentChannel,
  type Person,
  type PersonInput,
  type PersonLanguage,
  type PersonTextField,
} from '#common/schemas/people.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { useUpdatePerson } from '../api.ts'
import { personName } from '../format.ts'

const TEXT_FIELDS = PERSON_TEXT_FIELDS
type TextField = PersonTextField
type Values = Record<TextField, string> & {
  languages: PersonLanguage[]
  consents: Record<ConsentChannel, boolean>
}
const FIELDS = [...TEXT_FIELDS, 'languages'] as const

const choices = (labels: Record<string, string>, values: readonly string[]) => [
  { value: '', label: '— Non renseigné —' },
  ...values.map((value) => ({ value, label: labels[value] ?? value })),
]
const GENDER_OPTIONS = choices(GENDER_LABELS, GENDERS)
const MARITAL_OPTIONS = choices(MARITAL_STATUS_LABELS, MARITAL_STATUSES)
const BAPTIZED_OPTIONS = choices({ oui: 'Oui', non: 'Non' }, ['oui', 'non'])
const LANGUAGE_OPTIONS = PERSON_LANGUAGES.map((value) => ({ value, label: PERSON_LANGUAGE_LABELS[value] }))

const consentsOf = (person: Person) =>
  Object.fromEntries(
    CONSENT_CHANNELS.map((channel) => [channel, person.consents.find((c) => c.channel === channel)?.granted === true]),
  ) as Record<ConsentChannel, boolean>

type PersonFormModalProps = { person: Person | null; onClose: () => void }

/** « Modifier les coordonnées »: every field of the person, checked as the server checks them. */
export function PersonFormModal({ person, onClose }: PersonFormModalProps) {
  // Keeps the form on screen while the modal fades out.
  const [shown, setShown] = useState(person)
  if (person && person !== shown) setShown(person)
  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={shown ? `Coordonnées de ${personName(shown)}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? <PersonForm key={shown.id} person={shown} onDone={onClose} /> : null}
    </Modal>
  )
}

function PersonForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const update = useUpdatePerson()
  const initialConsents = consentsOf(person)
  const form = useForm<Values, unknown, PersonInput>({
    resolver: schemaResolver(personInputSchema),
    defaultValues: {
      ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, person[field] ?? ''])) as Record<TextField, string>),
      languages: person.languages.length > 0 ? [...person.languages] : ['fr'],
      consents: initialConsents,
    },
    mode: 'onSubmit',
  })
  const { register, control } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ consents, ...input }) => {
    // Only the consents changed here: each is dated, with the dashboard as where it was given.
    const changed = Object.fromEntries(
      CONSENT_CHANNELS.filter((channel) => consents?.[channel] !== initialConsents[channel]).map((channel) => [
        channel,
        consents?.[channel] === true,
      ]),
    )
    update.mutate(
      { id: person.id, input: Object.keys(changed).length > 0 ? { ...input, consents: changed } : input },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `Coordonnées de ${personName(person)} enregistrées.` })
          onDone()
        },
        onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Coordonnées non enregistrées'),
      },
    )
  })

  const text = (field: TextField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} {...props} {...register(field)} error={errors[field]?.message} />
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('firstName', 'Prénom', { required: true })}
          {text('lastName', 'Nom')}
          {text('phone', 'Téléphone', { type: 'tel', inputMode: 'tel' })}
          {text('phone2', 'Autre téléphone', { type: 'tel', inputMode: 'tel' })}
          {text('email', 'E-mail', { type: 'email', inputMode: 'email' })}
          {text('birthDate', 'Date de naissance', { type: 'date' })}
        </SimpleGrid>
        <Textarea label="Adresse" rows={2} {...register('address')} error={errors.address?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('city', 'Ville')}
          {text('occupation', 'Profession')}
          <NativeSelect label="Sexe" data={GENDER_OPTIONS} {...register('gender')} error={errors.gender?.message} />
          <NativeSelect
            label="Situation familiale"
            data={MARITAL_OPTIONS}
            {...register('maritalStatus')}
            error={errors.maritalStatus?.message}
          />
          {text('firstVisitDate', 'Première visite', { type: 'date' })}
          {text('membershipDate', 'Membre depuis', { type: 'date' })}
          <NativeSelect
            label="Baptisé(e)"
            data={BAPTIZED_OPTIONS}
            {...register('baptized')}
            error={errors.baptized?.message}
          />
          {text('baptismDate', 'Date du baptême', { type: 'date' })}
          {text('baptismChurch', 'Église du baptême')}
          {text('previousChurch', 'Église précédente')}
          {text('emergencyContact', 'Contact d’urgence')}
          {text('emergencyPhone', 'Téléphone d’urgence', { type: 'tel', inputMode: 'tel' })}
        </SimpleGrid>
        <Controller
          control={control}
          name="languages"
          render={({ field }) => {
            const [preferred = 'fr', ...others] = field.value
            return (
              <Fieldset legend="Langues" variant="unstyled">
                <Stack gap="xs">
                  <NativeSelect
                    label="Langue préférée (celle des messages WhatsApp)"
                    data={LANGUAGE_OPTIONS}
                    value={preferred}
                    onChange={(event) => {
                      const next = event.currentTarget.value as PersonLanguage
                      field.onChange([next, ...[preferred, ...others].filter((l) => l !== next)])
                    }}
                    error={errors.languages?.message}
                  />
                  <Group gap="md">
                    {PERSON_LANGUAGES.filter((language) => language !== preferred).map((language) => (
                      <Checkbox
                        key={language}
                        label={`Parle aussi ${PERSON_LANGUAGE_LABELS[language].toLowerCase()}`}
                        checked={others.includes(language)}
                        onChange={(event) =>
                          field.onChange(
                            event.currentTarget.checked
                              ? [preferred, ...others, language]
                              : [preferred, ...others.filter((l) => l !== language)],
                          )
                        }
                      />
                    ))}
                  </Group>
                </Stack>
              </Fieldset>
            )
          }}
        />
        <Fieldset legend="Accepte d’être contacté(e) par" variant="unstyled">
          <Group gap="md">
            {CONSENT_CHANNELS.map((channel) => (
              <Checkbox key={channel} label={CONSENT_CHANNEL_LABELS[channel]} {...register(`consents.${channel}`)} />
            ))}
          </Group>
        </Fieldset>
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={update.isPending}>
            Enregistrer
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}

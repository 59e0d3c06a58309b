import { useEffect } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import {
  AGE_RANGE,
  FEPROBA_PROGRAM_IDS,
  FEPROBA_REQUEST_TYPE,
  feprobaRequestSchema,
  type FeprobaProgramId,
  type FeprobaRequest,
  type FeprobaRequestInput,
} from '#common/schemas/feproba-request.ts'
import { FEPROBA_PROGRAM_LABELS, FEPROBA_SCHOOL_IDS } from '#common/labels.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { FormResult } from '#src/components/form/form-result.tsx'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { EmailField } from '#src/components/form/fields/email-field.tsx'
import { MessageField } from '#src/components/form/fields/message-field.tsx'
import { FullNameField } from '#src/components/form/fields/name-fields.tsx'
import { PhoneField } from '#src/components/form/fields/phone-field.tsx'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { schemaResolver, submitWith, visibleFields, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import { useSendFeprobaRequest } from '../api.ts'
import { ProgrammeModal } from './programme-modal.tsx'

type FeprobaValues = WithEmptyChoice<Required<Omit<FeprobaRequestInput, 'age'>>, 'program'> &
  Pick<FeprobaRequestInput, 'age'>

const defaultsFor = (programId: FeprobaProgramId | null): FeprobaValues => ({
  name: '',
  email: '',
  phone: '',
  age: undefined,
  program: programId ?? '',
  level: '',
  message: '',
  type: FEPROBA_REQUEST_TYPE,
  website: '',
})
const FIELDS = visibleFields(defaultsFor(null))

const option = (id: FeprobaProgramId) => ({ value: id, label: FEPROBA_PROGRAM_LABELS[id] })
const isSchool = (id: FeprobaProgramId) => (FEPROBA_SCHOOL_IDS as readonly string[]).includes(id)
const PROGRAM_OPTIONS = [
  { value: '', label: '— Choisir un programme —' },
  { group: 'Écoles', items: FEPROBA_PROGRAM_IDS.filter(isSchool).map(option) },
  { group: 'Formations professionnelles', items: FEPROBA_PROGRAM_IDS.filter((id) => !isSchool(id)).map(option) },
]

type FeprobaRequestModalProps = { opened: boolean; onClose: () => void; programId: FeprobaProgramId | null }

/** The FEPROBA enrolment request, opened from a programme's button with that programme chosen. */
export function FeprobaRequestModal({ opened, onClose, programId }: FeprobaRequestModalProps) {
  return (
    <ProgrammeModal opened={opened} onClose={onClose} title="Demande d'inscription — FEPROBA">
      <FeprobaRequestForm programId={programId} />
    </ProgrammeModal>
  )
}

function FeprobaRequestForm({ programId }: { programId: FeprobaProgramId | null }) {
  const mutation = useSendFeprobaRequest()
  const shownStatus = useShownStatus(mutation)
  const form = useForm<FeprobaValues, unknown, FeprobaRequest>({
    resolver: schemaResolver(feprobaRequestSchema),
    defaultValues: defaultsFor(programId),
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button from under the pointer and swallow the click (as in the dashboard's forms).
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  useEffect(() => {
    if (programId) form.resetField('program', { defaultValue: programId })
  }, [programId, form])

  return (
    <form onSubmit={submitWith(form, mutation, FIELDS)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <FullNameField {...register('name')} error={errors.name} />
          <EmailField {...register('email')} error={errors.email} />
          <PhoneField required {...register('phone')} error={errors.phone} />
          <TextInput
            size="md"
            label="Âge"
            type="number"
            inputMode="numeric"
            min={AGE_RANGE.min}
            max={AGE_RANGE.max}
            step={1}
            {...register('age', { setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)) })}
            error={errors.age?.message}
          />
          <NativeSelect
            size="md"
            label="Programme"
            required
            data={PROGRAM_OPTIONS}
            {...register('program')}
            error={errors.program?.message}
          />
          <TextInput
            size="md"
            label="Niveau"
            placeholder="Ex. : débutant, 3e année…"
            {...register('level')}
            error={errors.level?.message}
          />
        </SimpleGrid>
        <MessageField rows={3} {...register('message')} error={errors.message} />
        <HoneypotField {...register('website')} />
        <div>
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
            Envoyer la demande
          </Button>
          <FormResult
            status={shownStatus}
            successMessage={messages.feprobaSuccess}
            errorMessage={messages.programmeError}
            keptMessage={keptOfflineMessages.programme}
          />
        </div>
      </Stack>
    </form>
  )
}

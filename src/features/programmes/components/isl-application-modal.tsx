import { useEffect } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import {
  ISL_REQUEST_TYPE,
  islRequestSchema,
  type IslProgramId,
  type IslRequest,
  type IslRequestInput,
} from '#common/schemas/isl-request.ts'
import { ISL_EDUCATION_LABELS, ISL_MINISTRY_LABELS, ISL_PROGRAM_LABELS } from '#common/labels.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { choiceOptions } from '#src/components/form/choice-options.ts'
import { FormResult } from '#src/components/form/form-result.tsx'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { EmailField } from '#src/components/form/fields/email-field.tsx'
import { MessageField } from '#src/components/form/fields/message-field.tsx'
import { FullNameField } from '#src/components/form/fields/name-fields.tsx'
import { PhoneField } from '#src/components/form/fields/phone-field.tsx'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { schemaResolver, submitWith, visibleFields, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import { useSendIslRequest } from '../api.ts'
import { ProgrammeModal } from './programme-modal.tsx'

type IslValues = WithEmptyChoice<Required<IslRequestInput>, 'program'>

const defaultsFor = (programId: IslProgramId | null): IslValues => ({
  name: '',
  email: '',
  phone: '',
  currentEducation: '',
  program: programId ?? '',
  level: '',
  ministry: '',
  message: '',
  type: ISL_REQUEST_TYPE,
  website: '',
})
const FIELDS = visibleFields(defaultsFor(null))
const PROGRAM_OPTIONS = choiceOptions(ISL_PROGRAM_LABELS, '— Choisir un programme —')
const EDUCATION_OPTIONS = choiceOptions(ISL_EDUCATION_LABELS, '— Choisir —')
const MINISTRY_OPTIONS = choiceOptions(ISL_MINISTRY_LABELS, '— Choisir —')

type IslApplicationModalProps = { opened: boolean; onClose: () => void; programId: IslProgramId | null }

/** The ISL application, opened from a programme's button with that programme chosen. */
export function IslApplicationModal({ opened, onClose, programId }: IslApplicationModalProps) {
  return (
    <ProgrammeModal opened={opened} onClose={onClose} title="Candidature — ISL">
      <IslApplicationForm programId={programId} />
    </ProgrammeModal>
  )
}

function IslApplicationForm({ programId }: { programId: IslProgramId | null }) {
  const mutation = useSendIslRequest()
  const shownStatus = useShownStatus(mutation)
  const form = useForm<IslValues, unknown, IslRequest>({
    resolver: schemaResolver(islRequestSchema),
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
          <NativeSelect
            size="md"
            label="Programme"
            required
            data={PROGRAM_OPTIONS}
            {...register('program')}
            error={errors.program?.message}
          />
          <NativeSelect
            size="md"
            label="Niveau d'études actuel"
            data={EDUCATION_OPTIONS}
            {...register('currentEducation')}
            error={errors.currentEducation?.message}
          />
          <TextInput
            size="md"
            label="Niveau"
            placeholder="Ex. : 1re année"
            {...register('level')}
            error={errors.level?.message}
          />
          <NativeSelect
            size="md"
            label="Expérience ministérielle"
            data={MINISTRY_OPTIONS}
            {...register('ministry')}
            error={errors.ministry?.message}
          />
        </SimpleGrid>
        <MessageField rows={3} {...register('message')} error={errors.message} />
        <HoneypotField {...register('website')} />
        <div>
          <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
            Soumettre ma candidature
          </Button>
          <FormResult
            status={shownStatus}
            successMessage={messages.islSuccess}
            errorMessage={messages.programmeError}
            keptMessage={keptOfflineMessages.programme}
          />
        </div>
      </Stack>
    </form>
  )
}

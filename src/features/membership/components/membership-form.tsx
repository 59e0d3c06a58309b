import { useId } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import layout from '#src/components/form/form-layout.module.css'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Controller, useForm } from 'react-hook-form'
import {
  memberRegistrationSchema,
  type MemberRegistration,
  type MemberRegistrationInput,
} from '#common/schemas/member-registration.ts'
import { MARITAL_STATUS_LABELS, REGISTRATION_MINISTRY_LABELS } from '#common/labels.ts'
import type { ConsentChannel } from '#common/schemas/people.ts'
import { messages } from '#common/seed/church.ts'
import { contactMessagesOf } from '#common/church-facts.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { choiceOptions } from '#src/components/form/choice-options.ts'
import { FormResult } from '#src/components/form/form-result.tsx'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { FormSection } from '#src/components/form/form-section.tsx'
import { EmailField } from '#src/components/form/fields/email-field.tsx'
import { FamilyNameField, GivenNameField } from '#src/components/form/fields/name-fields.tsx'
import { PhoneField } from '#src/components/form/fields/phone-field.tsx'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { schemaResolver, submitWith, visibleFields } from '#src/components/form/form-submit.ts'
import { earlyFormProps, useAdoptForm, useEarlyInput } from '#src/components/form/early-input.ts'
import { useRegisterMember } from '../registration.ts'

type MembershipValues = Required<MemberRegistrationInput>

const DEFAULTS: MembershipValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  address: '',
  city: '',
  occupation: '',
  maritalStatus: '',
  baptized: '',
  previousChurch: '',
  ministry: '',
  emergencyContact: '',
  emergencyPhone: '',
  testimony: '',
  // Unticked: the person chooses each way the church may reach them.
  consents: { email: false, whatsapp: false, sms: false, phone: false },
  website: '',
}
const FIELDS = visibleFields(DEFAULTS)
const MARITAL_OPTIONS = choiceOptions(MARITAL_STATUS_LABELS, '— Choisir —')
const MINISTRY_OPTIONS = choiceOptions(REGISTRATION_MINISTRY_LABELS, '— Choisir un ministère —')
// Written here so the public form does not load the people's schemas (common/schemas/people.ts).
// « Par … »: each box has a name of its own, not the same as the form's E-mail and Téléphone fields.
const CONSENT_OPTIONS = Object.entries({
  email: 'Par e-mail',
  whatsapp: 'Par WhatsApp',
  sms: 'Par SMS',
  phone: 'Par téléphone',
} satisfies Record<ConsentChannel, string>) as [ConsentChannel, string][]

/** The membership registration form of the home page (#membership). */
export function MembershipForm() {
  const mutation = useRegisterMember()
  // The pastor and the phone the messages name, as the site's content has them.
  const content = useSiteContent()
  const texts = content ? contactMessagesOf(content) : messages
  const shownStatus = useShownStatus(mutation)
  const { id, startValues } = useEarlyInput(DEFAULTS)
  const form = useForm<MembershipValues, unknown, MemberRegistration>({
    resolver: schemaResolver(memberRegistrationSchema),
    defaultValues: startValues,
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button from under the pointer and swallow the click (as in the dashboard's forms).
    mode: 'onSubmit',
  })
  useAdoptForm(id, form.reset, DEFAULTS, startValues)
  const { register, control } = form
  const { errors } = form.formState
  const onSubmit = submitWith(form, mutation, FIELDS)
  const isSubmitting = mutation.isPending
  const consentQuestionId = useId()

  return (
    <form onSubmit={onSubmit} noValidate {...earlyFormProps(id)}>
      <Stack gap="xl">
        <Text size="sm" c="dimmed">
          Les champs marqués d&apos;un astérisque (*) sont obligatoires.
        </Text>
        <FormSection legend="Informations personnelles">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <GivenNameField {...register('firstName')} error={errors.firstName} />
              <FamilyNameField {...register('lastName')} error={errors.lastName} />
              <EmailField {...register('email')} error={errors.email} />
              <PhoneField required {...register('phone')} error={errors.phone} />
              <TextInput
                size="md"
                label="Date de naissance"
                required
                type="date"
                min="1900-01-01"
                autoComplete="bday"
                {...register('dateOfBirth')}
                error={errors.dateOfBirth?.message}
              />
              <NativeSelect
                size="md"
                label="État civil"
                data={MARITAL_OPTIONS}
                {...register('maritalStatus')}
                error={errors.maritalStatus?.message}
              />
            </SimpleGrid>
            <TextInput
              size="md"
              label="Adresse complète"
              required
              // One line: `street-address` is the multi-line token, allowed on a textarea only.
              autoComplete="address-line1"
              {...register('address')}
              error={errors.address?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                size="md"
                label="Ville"
                required
                autoComplete="address-level2"
                {...register('city')}
                error={errors.city?.message}
              />
              <TextInput
                size="md"
                label="Profession"
                autoComplete="organization-title"
                {...register('occupation')}
                error={errors.occupation?.message}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormSection legend="Vie d'église">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <Controller
                control={control}
                name="baptized"
                render={({ field }) => (
                  <Radio.Group
                    size="md"
                    label="Baptisé(e) ?"
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.baptized?.message}
                  >
                    <Group gap="xl" mt="xs">
                      <Radio size="md" value="oui" label="Oui" onBlur={field.onBlur} />
                      <Radio size="md" value="non" label="Non" onBlur={field.onBlur} />
                    </Group>
                  </Radio.Group>
                )}
              />
              <NativeSelect
                size="md"
                label="Ministère souhaité"
                data={MINISTRY_OPTIONS}
                {...register('ministry')}
                error={errors.ministry?.message}
              />
            </SimpleGrid>
            <TextInput
              size="md"
              label="Église précédente"
              {...register('previousChurch')}
              error={errors.previousChurch?.message}
            />
            <Textarea
              size="md"
              label="Témoignage"
              rows={4}
              {...register('testimony')}
              error={errors.testimony?.message}
            />
          </Stack>
        </FormSection>

        <FormSection legend="En cas d'urgence">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              size="md"
              label="Contact d'urgence"
              autoComplete="off"
              {...register('emergencyContact')}
              error={errors.emergencyContact?.message}
            />
            <PhoneField
              label="Téléphone d'urgence"
              autoComplete="off"
              {...register('emergencyPhone')}
              error={errors.emergencyPhone}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection legend="Rester en contact">
          <Stack gap="sm">
            <Text id={consentQuestionId} size="md">
              J’accepte que l’église me contacte par :
            </Text>
            <Group role="group" aria-labelledby={consentQuestionId} gap="lg">
              {CONSENT_OPTIONS.map(([channel, label]) => (
                <Checkbox key={channel} size="md" label={label} {...register(`consents.${channel}`)} />
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              Facultatif. Vous pourrez changer d’avis à tout moment en le disant à l’église.
            </Text>
          </Stack>
        </FormSection>

        <HoneypotField {...register('website')} />
        <div>
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting}
            leftSection={isSubmitting ? <Loader size="sm" color="currentColor" aria-hidden="true" /> : null}
            className={layout.submit}
          >
            {isSubmitting ? 'Inscription en cours...' : 'Envoyer mon inscription'}
          </Button>
          <FormResult
            status={shownStatus}
            successTitle={messages.membershipSuccessTitle}
            successMessage={texts.membershipSuccess}
            errorMessage={texts.membershipError}
            keptMessage={keptOfflineMessages.membership}
          />
        </div>
      </Stack>
    </form>
  )
}

import { useEffect, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import layout from '#src/components/form/form-layout.module.css'
import { Stack } from '#src/components/ui/stack.ts'
import { useForm } from 'react-hook-form'
import {
  CONTACT_SUBJECTS,
  contactMessageSchema,
  type ContactMessage,
  type ContactSubject,
} from '#common/schemas/contact-message.ts'
import { messages } from '#common/seed/church.ts'
import { contactMessagesOf } from '#common/church-facts.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { FormResult } from '#src/components/form/form-result.tsx'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { EmailField } from '#src/components/form/fields/email-field.tsx'
import { MessageField } from '#src/components/form/fields/message-field.tsx'
import { FullNameField } from '#src/components/form/fields/name-fields.tsx'
import { PhoneField } from '#src/components/form/fields/phone-field.tsx'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { schemaResolver, submitWith, visibleFields, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import { earlyFormProps, useAdoptForm, useEarlyInput } from '#src/components/form/early-input.ts'
import { useSendContactMessage } from '../api.ts'

type ContactValues = WithEmptyChoice<Required<ContactMessage>, 'subject'>

const defaultsFor = (subject: ContactSubject | undefined): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  subject: subject ?? '',
  message: '',
  website: '',
})
const FIELDS = visibleFields(defaultsFor(undefined))
const SUBJECT_OPTIONS = [{ value: '', label: '— Choisir un sujet —' }, ...CONTACT_SUBJECTS]

/** The contact section's message form; `defaultSubject` (e.g. from "Devenir Partenaire") picks the subject. */
export function ContactForm({ defaultSubject }: { defaultSubject?: ContactSubject }) {
  const mutation = useSendContactMessage()
  // The pastor and the phone the messages name, as the site's content has them.
  const content = useSiteContent()
  const texts = content ? contactMessagesOf(content) : messages
  const shownStatus = useShownStatus(mutation)
  const [defaults] = useState(() => defaultsFor(defaultSubject))
  const { id, startValues } = useEarlyInput(defaults)
  const form = useForm<ContactValues, unknown, ContactMessage>({
    resolver: schemaResolver(contactMessageSchema),
    defaultValues: startValues,
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button from under the pointer and swallow the click (as in the dashboard's forms).
    mode: 'onSubmit',
  })
  useAdoptForm(id, form.reset, defaults, startValues)
  const { register } = form
  const { errors } = form.formState

  // A new subject from outside replaces the field's value and its default (kept after a reset).
  useEffect(() => {
    if (defaultSubject) form.resetField('subject', { defaultValue: defaultSubject })
  }, [defaultSubject, form])

  return (
    <form onSubmit={submitWith(form, mutation, FIELDS)} noValidate {...earlyFormProps(id)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <FullNameField label="Nom" {...register('name')} error={errors.name} />
          <EmailField {...register('email')} error={errors.email} />
          <PhoneField {...register('phone')} error={errors.phone} />
          <NativeSelect
            size="md"
            label="Sujet"
            required
            data={SUBJECT_OPTIONS}
            {...register('subject')}
            error={errors.subject?.message}
          />
        </SimpleGrid>
        <MessageField required rows={5} {...register('message')} error={errors.message} />
        <HoneypotField {...register('website')} />
        <div>
          <Button type="submit" size="lg" loading={mutation.isPending} className={layout.submit}>
            Envoyer le message
          </Button>
          <FormResult
            status={shownStatus}
            successMessage={texts.contactSuccess}
            errorMessage={texts.contactError}
            keptMessage={keptOfflineMessages.contact}
          />
        </div>
      </Stack>
    </form>
  )
}

import { Button } from '#src/components/ui/button.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import {
  newsletterSubscriptionSchema,
  SUBSCRIBE_NEXT_STEP,
  type NewsletterSubscription,
  type SubscribeAnswer,
} from '#common/schemas/newsletter-subscription.ts'
import type { Submitted } from '#src/lib/offline-queue/submit.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { FormResult } from '#src/components/form/form-result.tsx'
import { useShownStatus } from '#src/components/form/use-shown-status.ts'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { schemaResolver, submitWith, visibleFields } from '#src/components/form/form-submit.ts'
import { earlyFormProps, useAdoptForm, useEarlyInput } from '#src/components/form/early-input.ts'
import { useSubscribeToNewsletter } from '../api.ts'
import classes from './newsletter-form.module.css'

type NewsletterValues = Required<NewsletterSubscription>

const DEFAULTS: NewsletterValues = { email: '', website: '' }
const FIELDS = visibleFields(DEFAULTS)
// The block may sit on the navy band: the error gets its own light background to stay readable.
const errorStyle = {
  display: 'inline-block',
  marginTop: 6,
  padding: '2px 8px',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-red-0)',
  color: 'var(--mantine-color-red-9)',
}

/**
 * The success text, then what comes next as the server told it: the confirmation mail is on its
 * way, or it waits for the church's mail server. A subscription sent later from the phone's queue
 * has no answer to read: the success text alone, nothing it cannot vouch for.
 */
export function successText(result: Submitted<SubscribeAnswer> | undefined): string {
  const sent = result && !result.kept ? result.data.confirmationSent : undefined
  if (sent === undefined) return messages.newsletterSuccess
  const next = sent ? SUBSCRIBE_NEXT_STEP.confirmationSent : SUBSCRIBE_NEXT_STEP.confirmationWaits
  return `${messages.newsletterSuccess} ${next}`
}

/** The newsletter signup: one e-mail field and a button, side by side from small tablets up. */
export function NewsletterForm() {
  const mutation = useSubscribeToNewsletter()
  const shownStatus = useShownStatus(mutation)
  const { id, startValues } = useEarlyInput(DEFAULTS)
  const form = useForm<NewsletterValues, unknown, NewsletterSubscription>({
    resolver: schemaResolver(newsletterSubscriptionSchema),
    defaultValues: startValues,
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button from under the pointer and swallow the click (as in the dashboard's forms).
    mode: 'onSubmit',
  })
  useAdoptForm(id, form.reset, DEFAULTS, startValues)
  const { errors } = form.formState

  return (
    <form onSubmit={submitWith(form, mutation, FIELDS)} noValidate {...earlyFormProps(id)}>
      <div className={classes.row}>
        <TextInput
          size="md"
          label="E-mail"
          labelProps={{ className: 'visually-hidden' }}
          placeholder="Votre adresse e-mail"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          style={{ flex: 1 }}
          styles={{ error: errorStyle }}
          {...form.register('email')}
          error={errors.email?.message}
        />
        {/* Gold with dark text: readable on the navy band as on a light one. */}
        <Button type="submit" size="md" color="gold.5" autoContrast loading={mutation.isPending}>
          S&apos;abonner
        </Button>
      </div>
      <HoneypotField {...form.register('website')} />
      <FormResult
        status={shownStatus}
        successMessage={successText(mutation.data)}
        errorMessage={messages.newsletterError}
        keptMessage={keptOfflineMessages.newsletter}
      />
    </form>
  )
}

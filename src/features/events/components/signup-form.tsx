import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from '@tabler/icons-react'
import {
  type EventRegistration,
  eventRegistrationInputSchema,
  MAX_SEATS_PER_SIGNUP,
} from '#common/schemas/event-registration.ts'
import { FullNameField } from '#src/components/form/fields/name-fields.tsx'
import { PhoneField } from '#src/components/form/fields/phone-field.tsx'
import { schemaResolver, visibleFields } from '#src/components/form/form-submit.ts'
import { HoneypotField } from '#src/components/form/honeypot-field.tsx'
import { ApiError } from '#src/lib/api-client.ts'
import { applyFieldErrors } from '#src/lib/form-errors.ts'
import { useSignUp } from '../signup-api.ts'

type SignupValues = { name: string; phone: string; email: string; seats: string; website: string }

const DEFAULTS: SignupValues = { name: '', phone: '', email: '', seats: '1', website: '' }
const FIELDS = visibleFields(DEFAULTS)
const SEAT_OPTIONS = Array.from({ length: MAX_SEATS_PER_SIGNUP }, (_, n) => ({
  value: String(n + 1),
  label: n === 0 ? '1 place' : `${n + 1} places`,
}))
const ERROR_MESSAGE = 'L’inscription n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.'

type SignupFormProps = {
  eventId: number
  title: string
  /** Closes the dialog (« Fermer » once signed up). */
  onDone: () => void
}

/**
 * The short form of a sign-up: a name, a phone or an e-mail, the seats. Once sent, it gives way to
 * what happened: a seat held, or a place on the waiting list. A refusal keeps what was typed.
 */
export function SignupForm({ eventId, title, onDone }: SignupFormProps) {
  const mutation = useSignUp(eventId)
  const form = useForm<SignupValues, unknown, EventRegistration>({
    resolver: schemaResolver(eventRegistrationInputSchema),
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(
    (values) => mutation.mutate(values, { onError: (error) => applyFieldErrors(error, form.setError, FIELDS) }),
    () => mutation.reset(),
  )

  if (mutation.isSuccess) {
    const waiting = mutation.data.status === 'waitlist'
    const withMail = form.getValues('email').trim() !== ''
    return (
      <Stack gap="md">
        <div role="status">
          <Alert
            role="presentation"
            variant="light"
            color={waiting ? 'orange' : 'green'}
            title={waiting ? 'Vous êtes sur la liste d’attente' : 'Inscription confirmée'}
            icon={waiting ? <IconHourglass aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
          >
            {waiting
              ? `« ${title} » est complet. Dès qu’une place se libère, elle vous revient dans l’ordre d’inscription et nous vous prévenons${withMail ? ' par e-mail' : ''}.`
              : `Votre place est réservée pour « ${title} ». À bientôt !`}
            {withMail ? ' Un e-mail vous a été envoyé, avec un lien pour annuler si besoin.' : ''}
          </Alert>
        </div>
        <Button onClick={onDone} size="md">
          Fermer
        </Button>
      </Stack>
    )
  }

  const failure = mutation.error
  const refusal = failure instanceof ApiError && failure.status !== 400 ? failure.message : ERROR_MESSAGE
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Inscription : ${title}`}>
      <Stack gap="sm">
        <FullNameField label="Nom" {...register('name')} error={errors.name} />
        <PhoneField {...register('phone')} error={errors.phone} />
        <TextInput
          size="md"
          label="E-mail"
          description="Pour recevoir la confirmation et un lien pour annuler"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <NativeSelect
          size="md"
          label="Nombre de places"
          data={SEAT_OPTIONS}
          {...register('seats')}
          error={errors.seats?.message}
        />
        <HoneypotField {...register('website')} />
        <p style={{ margin: 0, fontSize: '0.9rem', color: 'var(--mantine-color-gray-7)' }}>
          Indiquez un téléphone ou un e-mail (ou les deux) pour que l’équipe puisse vous joindre.
        </p>
        <Button type="submit" size="lg" loading={mutation.isPending}>
          Je m’inscris
        </Button>
        {mutation.isError ? (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
            {failure instanceof ApiError && failure.status === 400 ? 'Vérifiez les champs signalés.' : refusal}
          </Alert>
        ) : null}
      </Stack>
    </form>
  )
}

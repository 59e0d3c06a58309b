import { TextInput } from '../../ui/input.ts'
import type { RegisteredFieldProps } from './field-props.ts'

/** A person's whole name in one field (the programmes' requests, the contact form). */
export function FullNameField({
  label = 'Nom complet',
  error,
  ...registration
}: RegisteredFieldProps & { label?: string }) {
  return <TextInput size="md" label={label} required autoComplete="name" {...registration} error={error?.message} />
}

/** The first name, where a form asks for it apart from the family name. */
export function GivenNameField({ error, ...registration }: RegisteredFieldProps) {
  return (
    <TextInput size="md" label="Prénom" required autoComplete="given-name" {...registration} error={error?.message} />
  )
}

/** The family name, beside GivenNameField. */
export function FamilyNameField({ error, ...registration }: RegisteredFieldProps) {
  return (
    <TextInput
      size="md"
      label="Nom de famille"
      required
      autoComplete="family-name"
      {...registration}
      error={error?.message}
    />
  )
}

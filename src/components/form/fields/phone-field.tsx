import { TextInput } from '../../ui/input.ts'
import type { RegisteredFieldProps } from './field-props.ts'

type PhoneFieldProps = RegisteredFieldProps & {
  /** As the form's schema has it: the contact form's phone is optional. */
  required?: boolean
  label?: string
  /**
   * 'off' for someone else's number (an emergency contact): the browser would otherwise offer
   * the visitor's own.
   */
  autoComplete?: 'tel' | 'off'
}

/** A phone number: the phone keypad on a phone, and the visitor's own number offered by default. */
export function PhoneField({
  required,
  label = 'Téléphone',
  autoComplete = 'tel',
  error,
  ...registration
}: PhoneFieldProps) {
  return (
    <TextInput
      size="md"
      label={label}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      {...registration}
      error={error?.message}
    />
  )
}

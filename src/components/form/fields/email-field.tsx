import { TextInput } from '../../ui/input.ts'
import type { RegisteredFieldProps } from './field-props.ts'

/** The visitor's e-mail address (required in every public form): the e-mail keyboard on a phone. */
export function EmailField({ error, ...registration }: RegisteredFieldProps) {
  return (
    <TextInput
      size="md"
      label="E-mail"
      required
      type="email"
      inputMode="email"
      autoComplete="email"
      {...registration}
      error={error?.message}
    />
  )
}

// The « Site » forms' fields, bound to the form around them by their dotted name
// (`leaders.0.email`): the label tied to the input, the French error under it.
import type { ComponentProps } from 'react'
import { get, useFormContext } from 'react-hook-form'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'

/** The message of the error at `name`, for a field or for a list (its own, or its `root`). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext()
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined
  return error?.message ?? error?.root?.message
}

type FieldProps = { name: string; label: string; description?: string; required?: boolean }

export function TextField({ name, type, ...props }: FieldProps & Pick<ComponentProps<'input'>, 'type'>) {
  const { register } = useFormContext()
  return <TextInput {...props} type={type} autoComplete="off" {...register(name)} error={useFieldError(name)} />
}

export function ParagraphField({ name, ...props }: FieldProps) {
  const { register } = useFormContext()
  return <Textarea {...props} rows={5} resize="vertical" {...register(name)} error={useFieldError(name)} />
}

export function NumberField({ name, ...props }: FieldProps) {
  const { register } = useFormContext()
  return (
    <TextInput
      {...props}
      type="number"
      inputMode="numeric"
      {...register(name, { valueAsNumber: true })}
      error={useFieldError(name)}
    />
  )
}

const CHOOSE = { value: '', label: '— Choisir —' }

export function SelectField({ name, data, ...props }: FieldProps & { data: { value: string; label: string }[] }) {
  const { register } = useFormContext()
  // A new entry starts on the empty choice: the schema then asks for one.
  return <NativeSelect {...props} data={[CHOOSE, ...data]} {...register(name)} error={useFieldError(name)} />
}

const PHONE_HELP = 'Ex. 809-582-1234 ; hors d’Amérique du Nord, avec l’indicatif du pays (+509 3712 3456).'

/**
 * One phone number, typed once in any common spelling: the site stores it in one form (E.164) and
 * makes the number it shows, its call links and its WhatsApp links from it.
 */
export function PhoneField({ description = PHONE_HELP, ...props }: FieldProps) {
  return <TextField {...props} description={description} type="tel" />
}

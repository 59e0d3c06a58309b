// The « Site » forms' fields, bound to the form around them by their dotted name
// (`leaders.0.email`): the label tied to the input, the French error under it.
import type { ComponentProps } from 'react'
import { get, useFormContext } from 'react-hook-form'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
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

/** A phone number as shown, and as dialled (for the `tel:` links). */
export function PhoneFields({ name, label }: { name: string; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextField name={`${name}.display`} label={`${label} (affiché)`} type="tel" required />
      <TextField
        name={`${name}.tel`}
        label={`${label} (international, pour les appels)`}
        description="Sans espaces, ex. +18095550142"
        type="tel"
        required
      />
    </SimpleGrid>
  )
}

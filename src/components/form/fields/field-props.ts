import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'

// Each shared field draws one Mantine input and calls no hook: React derives the ids Mantine takes
// from useId from a component's place among its siblings, so a field here gets the id (and label
// `for`) the same input written inline in the form would get. A group of fields in one fragment would shift the ids of the inputs after it.

/**
 * What a shared field takes: the form's `register(name)`, spread as props (its `ref` included),
 * and that field's error, shown under the input and tied to it for screen readers.
 */
export type RegisteredFieldProps = UseFormRegisterReturn & { error?: FieldError | undefined }

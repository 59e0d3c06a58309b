import { Textarea } from '../../ui/input.ts'
import type { RegisteredFieldProps } from './field-props.ts'

type MessageFieldProps = RegisteredFieldProps & {
  /** As the form's schema has it: optional beside a programme request, the point of a contact. */
  required?: boolean
  rows: number
}

/** The free text a visitor adds to a form (« Message »). */
export function MessageField({ required, rows, error, ...registration }: MessageFieldProps) {
  return <Textarea size="md" label="Message" required={required} rows={rows} {...registration} error={error?.message} />
}

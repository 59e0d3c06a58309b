import type { UseMutationResult } from '@tanstack/react-query'
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { applyFieldErrors } from '../../lib/form-errors.ts'
// zod's French messages before a form validates: a form may come before any call that would
// have loaded them (the dashboard's tabs load the client only when a call is made).
import '../../zod-setup.ts'

/** Form values where the `K` selects may still sit on their empty "— Choisir —" option. */
export type WithEmptyChoice<T, K extends keyof T> = Omit<T, K> & { [P in K]: NonNullable<T[P]> | '' }

/**
 * zodResolver for a form whose raw values are wider than the schema's input (a required
 * select starts on ''): the schema alone decides what is valid and produces the output.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<TValues, unknown, TOutput>
}

/**
 * The submit handler of a public form. An invalid form sends nothing (its inline
 * errors show). A valid one sends the schema's output through the mutation, which clears the
 * previous result; success (sent, or kept on the phone until the network returns) resets the
 * fields to their defaults, a failure keeps them and puts a 400's field errors on `fields`.
 */
export function submitWith<TValues extends FieldValues, TOutput, TData, TContext>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  mutation: Pick<UseMutationResult<TData, Error, TOutput, TContext>, 'mutate' | 'reset'>,
  fields: readonly Path<TValues>[],
) {
  return form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        onSuccess: () => form.reset(),
        onError: (error) => applyFieldErrors(error, form.setError, fields),
      }),
    () => mutation.reset(),
  )
}

/** The names of the fields a person sees: every default value but the hidden ones. */
export function visibleFields<TValues extends FieldValues>(
  defaults: TValues,
  hidden: readonly string[] = ['website', 'type'],
): Path<TValues>[] {
  return Object.keys(defaults).filter((name) => !hidden.includes(name)) as Path<TValues>[]
}

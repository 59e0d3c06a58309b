import type { ReactNode } from 'react'
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { notifications } from '@mantine/notifications'
import { IconExternalLink } from '@tabler/icons-react'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { ApiError } from '#src/lib/api-client.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { useSaveSiteParts } from '../api.ts'
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx'

type PartFormProps<T extends FieldValues> = {
  /** The stored document the form starts from. */
  content: SiteContent
  /** Some parts of the document (derived from siteContentSchema), or fields of them. */
  schema: z.ZodType<T>
  /** The form's values in `content`. */
  valuesOf: (content: SiteContent) => T
  /** The public page that shows these parts (opened in a new tab). */
  preview: string
  /** The form's accessible name. */
  title: string
  children: ReactNode
}

/**
 * The values to send: each part the form shows, completed with the stored part's other fields
 * when the form shows only some of them (the hours note is one field of `contacts`).
 */
function partsToSend<T extends FieldValues>(values: T, stored: SiteContent): Partial<SiteContent> {
  const parts: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    const before = stored[key as keyof SiteContent]
    const isRecord = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)
    parts[key] = isRecord(before) && isRecord(value) ? { ...before, ...value } : value
  }
  return parts as Partial<SiteContent>
}

/** The server's field names are the form's (`leaders.0.email`): each error goes under its field. */
const serverFields = <T extends FieldValues>(error: unknown) =>
  (error instanceof ApiError ? Object.keys(error.fieldErrors) : []) as Path<T>[]

/**
 * One form of the « Site » tab: checked by the parts' own schema, saved with only those parts,
 * the server's field errors under their fields, what was typed kept on failure, and a warning
 * before leaving with unsaved changes.
 */
export function PartForm<T extends FieldValues>({
  content,
  schema,
  valuesOf,
  preview,
  title,
  children,
}: PartFormProps<T>) {
  const save = useSaveSiteParts()
  const form = useForm<T, unknown, T>({
    resolver: schemaResolver<T, T>(schema),
    defaultValues: valuesOf(content) as DefaultValues<T>,
    mode: 'onSubmit',
  })
  const { isDirty } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(partsToSend(values, content), {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved))
        notifications.show({ color: 'teal', message: 'Enregistré : le site montre déjà ces changements.' })
      },
      onError: (error) => reportSaveError(error, form.setError, serverFields<T>(error), 'Changements non enregistrés'),
    }),
  )

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          <Group justify="space-between" gap="sm">
            <Anchor
              href={preview}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              Voir sur le site<span className="visually-hidden"> (nouvel onglet)</span>
              <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
            <Group gap="sm">
              {isDirty ? (
                <Text size="sm" c="dimmed" role="status">
                  Modifications non enregistrées
                </Text>
              ) : null}
              <Button type="submit" loading={save.isPending}>
                Enregistrer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
    </FormProvider>
  )
}

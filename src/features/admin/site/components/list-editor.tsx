import type { ReactNode } from 'react'
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { ActionIcon } from '#src/components/ui/action-icon.ts'
import { Button } from '#src/components/ui/button.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useFieldError } from './fields.tsx'

type ListEditorProps = {
  /** The list's dotted name in the form (`leaders`, `feproba.trainings`). */
  name: string
  /** The list's title (« Équipe pastorale »). */
  legend: string
  /** An entry's title: its name once typed, else « Nouvelle entrée ». */
  itemTitle: (item: FieldValues, index: number) => string
  /** A new, empty entry. */
  newItem: () => FieldValues
  /** The add button's text (« Ajouter un responsable »). */
  addLabel: string
  /** The fields of the entry at `index` (named `${name}.${index}.…`). */
  children: (index: number) => ReactNode
}

/** A list of entries that can be added to, removed from and reordered, each in its own fieldset. */
export function ListEditor({ name, legend, itemTitle, newItem, addLabel, children }: ListEditorProps) {
  const { control, watch } = useFormContext()
  const { fields, append, remove, move } = useFieldArray({ control, name })
  const error = useFieldError(name)
  const items = (watch(name) ?? []) as FieldValues[]
  return (
    <Stack gap="sm" component="section" aria-label={legend}>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const title = itemTitle(items[index] ?? {}, index)
        return (
          <Fieldset key={field.id} legend={title}>
            <Stack gap="sm">
              {children(index)}
              <Group gap="xs" justify="flex-end">
                <ActionIcon
                  variant="default"
                  aria-label={`Monter « ${title} »`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Descendre « ${title} »`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={`Retirer « ${title} »`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        )
      })}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => append(newItem())}
        >
          {addLabel}
        </Button>
      </div>
    </Stack>
  )
}

import { useController, useFormContext, get } from 'react-hook-form'
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react'
import { ActionIcon } from '#src/components/ui/action-icon.ts'
import { Button } from '#src/components/ui/button.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { useFieldError } from './fields.tsx'

type TextListFieldProps = {
  /** The list's dotted name (`history`, `confession.convictions.0.references`). */
  name: string
  legend: string
  /** An entry's label, numbered (« Paragraphe 2 »). */
  itemLabel: string
  addLabel: string
  /** Paragraphs in text areas; otherwise one line each. */
  paragraphs?: boolean
}

/**
 * A list of texts (paragraphs, subjects, references): react-hook-form's field arrays hold objects
 * only, so the list is one controlled value, each entry edited, added, removed or moved in it.
 */
export function TextListField({ name, legend, itemLabel, addLabel, paragraphs = false }: TextListFieldProps) {
  const { control, formState } = useFormContext()
  const { field } = useController({ control, name })
  const items = (field.value ?? []) as string[]
  const change = (next: string[]) => field.onChange(next)
  const listError = useFieldError(name)
  const Input = paragraphs ? Textarea : TextInput
  return (
    <Fieldset legend={legend}>
      <Stack gap="xs">
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        {items.map((item, index) => {
          const label = `${itemLabel} ${index + 1}`
          const error = (get(formState.errors, `${name}.${index}`) as { message?: string } | undefined)?.message
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the entries are plain texts, their place is their identity
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Input
                style={{ flex: 1 }}
                label={label}
                value={item}
                error={error}
                onBlur={field.onBlur}
                onChange={(event) => change(items.map((old, i) => (i === index ? event.currentTarget.value : old)))}
                {...(paragraphs ? { rows: 5, resize: 'vertical' as const } : {})}
              />
              <Group gap={4} wrap="nowrap" mb={error ? 22 : 4}>
                <ActionIcon
                  variant="default"
                  aria-label={`Monter : ${label}`}
                  disabled={index === 0}
                  onClick={() => change(moved(items, index, index - 1))}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Descendre : ${label}`}
                  disabled={index === items.length - 1}
                  onClick={() => change(moved(items, index, index + 1))}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={`Retirer : ${label}`}
                  onClick={() => change(items.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
          )
        })}
        <div>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => change([...items, ''])}
          >
            {addLabel}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  )
}

function moved(items: string[], from: number, to: number): string[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as string)
  return next
}

import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import {
  messageTemplateSchema,
  PERSON_LANGUAGE_LABELS,
  PERSON_LANGUAGES,
  type MessageTemplate,
} from '#common/schemas/people.ts'
import { renderTemplate } from '#common/people-rules.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { reportSaveError } from '../../kit/save-errors.ts'
import { peopleQueries, useSaveTemplate } from '../api.ts'
import dashboard from '../../kit/components/admin-dashboard.module.css'

type Values = { key: string; label: string; texts: Record<(typeof PERSON_LANGUAGES)[number], string> }
const FIELDS = ['label', 'texts.fr', 'texts.ht', 'texts.es', 'texts.en'] as const

/**
 * « Modèles WhatsApp »: the messages the person's page opens WhatsApp with, in each language the
 * church writes them in; `{prénom}` becomes the person's first name.
 */
export function TemplatesEditor() {
  const query = useQuery(peopleQueries.templates())
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <QueryState query={query} what="les modèles de messages">
      {(templates) => {
        const current = templates.find((template) => template.key === chosen) ?? templates[0]
        if (!current) return <Text c="dimmed">Aucun modèle de message.</Text>
        return (
          <Stack gap="md">
            <Text size="sm">
              Le bouton WhatsApp de la fiche d’une personne ouvre WhatsApp avec ce texte, dans la première langue
              qu’elle parle (en français si ce texte-là est vide). Écrivez <strong>{'{prénom}'}</strong> là où doit
              figurer son prénom.
            </Text>
            <NativeSelect
              label="Modèle"
              data={templates.map((template) => ({ value: template.key, label: template.label }))}
              value={current.key}
              onChange={(event) => setChosen(event.currentTarget.value)}
              style={{ maxWidth: 360 }}
            />
            <TemplateForm key={current.key} template={current} />
          </Stack>
        )
      }}
    </QueryState>
  )
}

function TemplateForm({ template }: { template: MessageTemplate }) {
  const save = useSaveTemplate()
  const form = useForm<Values, unknown, MessageTemplate>({
    resolver: schemaResolver(messageTemplateSchema),
    defaultValues: { key: template.key, label: template.label, texts: { ...template.texts } },
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const french = form.watch('texts.fr')

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ key: saved.key, label: saved.label, texts: { ...saved.texts } })
        notifications.show({ color: 'teal', message: `Modèle « ${saved.label} » enregistré.` })
      },
      onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Modèle non enregistré'),
    }),
  )

  return (
    <Paper withBorder radius="md" className={dashboard.padSmMd}>
      <form onSubmit={onSubmit} noValidate aria-label={`Modèle « ${template.label} »`}>
        <Stack gap="md">
          <TextInput label="Nom du modèle" required {...register('label')} error={errors.label?.message} />
          {PERSON_LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={`Texte en ${PERSON_LANGUAGE_LABELS[language].toLowerCase()}`}
              required={language === 'fr'}
              description={language === 'fr' ? undefined : 'Vide : le texte français est envoyé.'}
              rows={4}
              {...register(`texts.${language}`)}
              error={errors.texts?.[language]?.message}
            />
          ))}
          <Text size="sm" c="dimmed">
            Aperçu pour « Marie » :{' '}
            {
              renderTemplate(
                { texts: { fr: french, ht: '', es: '', en: '' } },
                { firstName: 'Marie', languages: ['fr'] },
              ).text
            }
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Enregistrer le modèle
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

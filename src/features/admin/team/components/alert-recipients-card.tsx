import { type FormEvent, useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Textarea } from '#src/components/ui/input.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { type AlertRecipients, alertRecipientsInputSchema } from '#common/schemas/alert-recipients.ts'
import { teamQueries, useSaveAlertRecipients } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'

type Choice = 'equipe' | 'adresses'

/** The addresses typed, one per line (commas and semicolons also separate them). */
const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean)

/** « Ligne 2 : Adresse e-mail invalide. » from the answer's `emails.1`, or the list's own message. */
function problemsOf(fieldErrors: Record<string, string[] | undefined>): string[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) => {
    const line = /^emails\.(\d+)$/.exec(field)?.[1]
    const first = messages?.[0]
    if (!first) return []
    return [line === undefined ? first : `Ligne ${Number(line) + 1} : ${first}`]
  })
}

/**
 * « Destinataires des alertes »: where the e-mail of each registration, message and programme
 * request goes. Administrators only: an alert holds everything a visitor typed.
 */
export function AlertRecipientsCard() {
  const query = useQuery(teamQueries.alertRecipients())
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="alert-recipients-title">
      <Title order={3} size="h4" id="alert-recipients-title">
        Destinataires des alertes
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        Chaque inscription, message ou demande reçu par le site est envoyé par e-mail, avec tout ce que la personne a
        écrit. Ces alertes partent seulement aux adresses choisies ici, jamais à l’adresse publique du site.
      </Text>
      <QueryState query={query} what="les destinataires des alertes">
        {(current) => <RecipientsForm current={current} />}
      </QueryState>
    </Paper>
  )
}

function RecipientsForm({ current }: { current: AlertRecipients }) {
  const save = useSaveAlertRecipients()
  const [choice, setChoice] = useState<Choice>(current.emails.length > 0 ? 'adresses' : 'equipe')
  const [text, setText] = useState(current.emails.join('\n'))
  const [problems, setProblems] = useState<string[]>([])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const emails = choice === 'equipe' ? [] : addressesOf(text)
    if (choice === 'adresses' && emails.length === 0) {
      setProblems(['Indiquez au moins une adresse, ou choisissez les administrateurs et le secrétariat.'])
      return
    }
    const checked = alertRecipientsInputSchema.safeParse({ emails })
    if (!checked.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of checked.error.issues) {
        const field = issue.path.join('.')
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message]
      }
      setProblems(problemsOf(fieldErrors))
      return
    }
    setProblems([])
    save.mutate(checked.data, {
      onError: (error) => {
        if (error instanceof ApiError) setProblems(problemsOf(error.fieldErrors))
      },
    })
  }

  const failed = save.isError && problems.length === 0
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {current.recipients.length > 0
            ? `Les prochaines alertes iront à : ${current.recipients.join(', ')}.`
            : 'Aucun destinataire : les alertes attendront qu’une adresse soit choisie.'}
        </Text>
        <Radio.Group
          label="Envoyer les alertes à"
          value={choice}
          onChange={(value) => {
            setChoice(value as Choice)
            setProblems([])
            save.reset()
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="equipe" label="Les administrateurs et le secrétariat (adresses de leurs comptes)" />
            <Radio value="adresses" label="Des adresses choisies" />
          </Stack>
        </Radio.Group>
        {choice === 'adresses' ? (
          <Textarea
            label="Adresses e-mail"
            description="Une adresse par ligne, dix au plus."
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              setProblems([])
            }}
            error={problems.length > 0 ? problems.join(' ') : undefined}
          />
        ) : problems.length > 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {problems.join(' ')}
          </Text>
        ) : null}
        {failed ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {save.error instanceof ApiError && save.error.status < 500 ? save.error.message : UNEXPECTED_ERROR}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCheck aria-hidden="true" />}>
            Destinataires enregistrés.
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer les destinataires
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

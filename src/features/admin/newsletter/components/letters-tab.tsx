import { useQuery } from '@tanstack/react-query'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { MailOffNotice } from '../../kit/components/mail-off-notice.tsx'
import { QueryState } from '../../kit/components/query-state.tsx'
import { NewsletterList } from '../../messages/index.ts'
import { letterQueries } from '../api.ts'
import { ComposeForm } from './compose-form.tsx'
import { LetterList } from './letter-list.tsx'

/**
 * The « Lettre » tab: write and send a letter to the confirmed subscribers, follow the sent ones,
 * and see who subscribed, confirmed or left.
 */
export function LettersTab() {
  const letters = useQuery(letterQueries.list())
  return (
    <QueryState query={letters} what="les lettres">
      {(data) => (
        <Stack gap="xl">
          <MailOffNotice howToFix>
            Ni la lettre, ni son test, ni les e-mails de confirmation des nouveaux abonnés ne partent. Une lettre
            envoyée attend dans sa file, les confirmations dans la boîte d’envoi : elles partiront dès que l’envoi sera
            configuré.
          </MailOffNotice>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h3" mb="md">
              Nouvelle lettre
            </Title>
            <ComposeForm confirmedSubscribers={data.confirmedSubscribers} />
          </Paper>
          <section aria-labelledby="letters-title">
            <Title id="letters-title" order={2} size="h3" mb="md">
              Lettres
            </Title>
            <LetterList letters={data.items} />
          </section>
          <section aria-labelledby="subscribers-title">
            <Title id="subscribers-title" order={2} size="h3" mb="md">
              Abonnés
            </Title>
            <NewsletterList />
          </section>
        </Stack>
      )}
    </QueryState>
  )
}

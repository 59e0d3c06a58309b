import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { LETTER_LIMITS, letterInputSchema, type LetterInput } from '#common/schemas/newsletter-letter.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { reportActionError, reportSaveError } from '../../kit/save-errors.ts'
import { useOpenSession } from '../../kit/session.ts'
import { useMailConfigured } from '../../kit/components/mail-off-notice.tsx'
import { usePreviewLetter, useSaveLetter, useSendLetter, useSendLetterTest } from '../api.ts'
import { SendLetterModal } from './send-letter-modal.tsx'

const EMPTY: LetterInput = { subject: '', body: '' }
const FIELDS = ['subject', 'body'] as const

/** Subject and body of a new letter, its preview, a test copy to oneself, then the real send. */
export function ComposeForm({ confirmedSubscribers }: { confirmedSubscribers: number }) {
  const save = useSaveLetter()
  const preview = usePreviewLetter()
  const test = useSendLetterTest()
  const session = useOpenSession()
  const mailConfigured = useMailConfigured()
  const send = useSendLetter()
  const [draftId, setDraftId] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const form = useForm<LetterInput>({
    resolver: zodResolver(letterInputSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const busy = save.isPending || test.isPending || send.isPending

  /** Saves what is typed (a new draft, or the same one again) and answers its id; undefined on failure. */
  const saved = async (input: LetterInput, failure: string): Promise<number | undefined> => {
    try {
      const id = await save.mutateAsync({ id: draftId, input })
      setDraftId(id)
      return id
    } catch (error) {
      reportSaveError(error, form.setError, FIELDS, failure)
      return undefined
    }
  }

  const onSave = form.handleSubmit(async (input) => {
    if ((await saved(input, 'Brouillon non enregistré')) !== undefined) {
      notifications.show({ color: 'teal', message: 'Brouillon enregistré.' })
    }
  })
  const onPreview = form.handleSubmit((input) =>
    preview.mutate(input, { onError: (error) => reportActionError(error, 'Aperçu impossible') }),
  )
  const onTest = form.handleSubmit(async (input) => {
    const id = await saved(input, 'Test non envoyé')
    if (id === undefined) return
    test.mutate(id, {
      onSuccess: (to) => notifications.show({ color: 'teal', message: `Test envoyé à ${to}.` }),
      onError: (error) => reportActionError(error, 'Test non envoyé'),
    })
  })
  const onAskSend = form.handleSubmit(async (input) => {
    if ((await saved(input, 'Lettre non envoyée')) !== undefined) setConfirming(input.subject)
  })
  const onSend = () => {
    if (draftId === null) return
    send.mutate(draftId, {
      onSuccess: (recipients) => {
        notifications.show({ color: 'teal', message: `Lettre en cours d’envoi à ${recipients} abonnés.` })
        setConfirming(null)
        setDraftId(null)
        preview.reset()
        form.reset(EMPTY)
      },
      onError: (error) => {
        setConfirming(null)
        reportActionError(error, 'Lettre non envoyée')
      },
    })
  }

  return (
    <form onSubmit={onSave} noValidate aria-label="Nouvelle lettre">
      <Stack gap="md">
        <TextInput
          label="Objet"
          required
          maxLength={LETTER_LIMITS.subject}
          {...register('subject')}
          error={errors.subject?.message}
        />
        <Textarea
          label="Texte de la lettre"
          required
          rows={10}
          description="Mise en forme simple : une ligne vide entre les paragraphes, **gras**, [texte du lien](https://…), et une liste avec « - » en début de ligne."
          {...register('body')}
          error={errors.body?.message}
        />
        <Group gap="sm">
          <Button
            type="submit"
            variant="default"
            loading={save.isPending && !test.isPending && confirming === null}
            disabled={busy}
          >
            Enregistrer le brouillon
          </Button>
          <Button variant="default" onClick={onPreview} loading={preview.isPending}>
            Aperçu
          </Button>
          <Button
            variant="default"
            onClick={onTest}
            loading={test.isPending}
            disabled={busy || !mailConfigured}
            aria-describedby="letter-test-to"
          >
            M’envoyer un test
          </Button>
          <Button onClick={onAskSend} disabled={busy || confirmedSubscribers === 0}>
            Envoyer à {confirmedSubscribers} abonné{confirmedSubscribers > 1 ? 's' : ''}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id="letter-test-to">
          {mailConfigured
            ? `Le test part à l’adresse de votre compte : ${session?.account.email ?? ''}.`
            : 'Aucun serveur d’envoi d’e-mails n’est configuré : le test ne peut pas partir.'}
        </Text>
        {confirmedSubscribers === 0 ? <Text size="sm">Aucun abonné confirmé pour le moment.</Text> : null}
        {preview.data ? (
          <iframe
            title="Aperçu de la lettre"
            srcDoc={preview.data.html}
            // No script, no form, no navigation from the preview: it shows the e-mail, nothing more.
            sandbox=""
            style={{ width: '100%', maxWidth: 640, height: 520, border: '1px solid #d9dee3', borderRadius: 6 }}
          />
        ) : null}
      </Stack>
      <SendLetterModal
        opened={confirming !== null}
        subject={confirming ?? ''}
        recipients={confirmedSubscribers}
        pending={send.isPending}
        onConfirm={onSend}
        onCancel={() => setConfirming(null)}
      />
    </form>
  )
}

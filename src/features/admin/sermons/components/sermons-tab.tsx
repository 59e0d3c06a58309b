import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { IconBroadcast, IconExternalLink, IconPlus, IconRss } from '@tabler/icons-react'
import { formatLongDate } from '#common/format-date.ts'
import {
  PODCAST_PATH,
  SERMON_AUDIO_STATUS_LABELS,
  formatMegabytes,
  formatSpokenDuration,
  sermonPath,
} from '#common/sermon-audio.ts'
import type { AdminSermon, SermonAudioState } from '#common/schemas/sermon.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ConfirmDeleteModal } from '../../kit/components/confirm-delete-modal.tsx'
import { DeleteButton, EditButton } from '../../kit/components/record-actions.tsx'
import { useRecordDialogs } from '../../kit/use-record-dialogs.ts'
import { adminSermonsQuery, liveStreamQuery, useDeleteSermon, useSaveLiveStream } from '../api.ts'
import { SermonFormModal } from './sermon-form-modal.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import classes from './sermons-admin.module.css'

const AUDIO_COLORS: Record<SermonAudioState['status'], string> = {
  aucun: 'gray',
  en_attente: 'yellow',
  conversion: 'blue',
  prete: 'teal',
  echec: 'red',
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Santo_Domingo',
})

/** The sermons: add one with its recording, follow its conversion, edit, delete; the live-stream link. */
export function SermonsTab() {
  const query = useQuery(adminSermonsQuery())
  const dialogs = useRecordDialogs<AdminSermon>(
    useDeleteSermon(),
    (sermon) => `Prédication « ${sermon.title} » supprimée.`,
  )
  const series = [...new Set((query.data ?? []).map((sermon) => sermon.series).filter(Boolean))].sort()
  const { deleting } = dialogs

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} className={dashboard.panelTitle}>
          Prédications
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={dialogs.openNew}>
          Ajouter une prédication
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Envoyez l’enregistrement tel que le téléphone l’a fait : le serveur en fait un fichier léger (mono, environ 20
        Mo par heure) publié sur la page{' '}
        <Anchor href="/predications" target="_blank" underline="always">
          Prédications
        </Anchor>{' '}
        et dans le{' '}
        <Anchor href={PODCAST_PATH} target="_blank" underline="always">
          podcast <IconRss size={12} aria-hidden="true" />
        </Anchor>
        .
      </Text>
      <LiveStreamCard />
      <QueryState query={query} what="les prédications">
        {(sermons) =>
          sermons.length === 0 ? (
            <Text c="dimmed">Aucune prédication pour l’instant : ajoutez la première avec son enregistrement.</Text>
          ) : (
            <ul className={classes.list} aria-label="Prédications, de la plus récente à la plus ancienne">
              {sermons.map((sermon) => (
                <SermonItem key={sermon.id} sermon={sermon} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <SermonFormModal sermon={dialogs.editing} series={series} onClose={dialogs.close} />
      <ConfirmDeleteModal
        target={
          deleting && {
            title: 'Supprimer cette prédication ?',
            body: (
              <>
                <strong style={{ overflowWrap: 'anywhere' }}>«&nbsp;{deleting.title}&nbsp;»</strong> disparaîtra du site
                et du podcast, avec son enregistrement. Cette action est définitive.
              </>
            ),
          }
        }
        pending={dialogs.deletePending}
        onConfirm={dialogs.confirmDelete}
        onCancel={dialogs.cancelDelete}
      />
    </Stack>
  )
}

function audioText(audio: SermonAudioState): string {
  const label = SERMON_AUDIO_STATUS_LABELS[audio.status]
  if (audio.status === 'conversion' && audio.progress !== null) return `${label} : ${audio.progress} %`
  return label
}

function publication(sermon: AdminSermon): { text: string; color: string } {
  if (sermon.published) return { text: 'En ligne', color: 'teal' }
  if (sermon.audio.url === null) return { text: 'Pas encore en ligne', color: 'gray' }
  return { text: `Publication le ${dateTime.format(new Date(sermon.publishAt))}`, color: 'grape' }
}

type SermonItemProps = {
  sermon: AdminSermon
  onEdit: (sermon: AdminSermon) => void
  onDelete: (sermon: AdminSermon) => void
}

function SermonItem({ sermon, onEdit, onDelete }: SermonItemProps) {
  const { audio } = sermon
  const shown = publication(sermon)
  const name = `« ${sermon.title} »`
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={sermon.title}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={3} size="h5" className={classes.title}>
            {sermon.title}
          </Title>
          <p className={classes.meta}>
            {[
              sermon.preacher,
              formatLongDate(sermon.preachedOn),
              sermon.passage,
              sermon.series && `Série : ${sermon.series}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {audio.url && audio.bytes !== null && audio.durationSeconds !== null ? (
            <p className={classes.meta}>
              {formatSpokenDuration(audio.durationSeconds)} · {formatMegabytes(audio.bytes)}
            </p>
          ) : null}
        </div>
        <Group gap={6}>
          <Badge color={AUDIO_COLORS[audio.status]} variant="light" radius="sm">
            <span className="visually-hidden">Enregistrement : </span>
            {audioText(audio)}
          </Badge>
          <Badge color={shown.color} variant="outline" radius="sm">
            {shown.text}
          </Badge>
        </Group>
      </Group>
      {audio.status === 'echec' && audio.error ? (
        <Alert
          color="red"
          variant="light"
          mt="sm"
          title={`La conversion de « ${audio.originalName ?? 'l’enregistrement'} » a échoué`}
        >
          {audio.error}
        </Alert>
      ) : null}
      <Group gap="xs" mt="sm">
        <EditButton name={name} onClick={() => onEdit(sermon)} />
        <DeleteButton name={name} onClick={() => onDelete(sermon)} />
        {sermon.published ? (
          <Button
            component="a"
            href={sermonPath(sermon.slug)}
            target="_blank"
            size="xs"
            variant="subtle"
            rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            aria-label={`Voir la page de ${name}`}
          >
            Voir la page
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}

/** « En direct »: the link the home page shows while a service is on (by the services' hours). */
function LiveStreamCard() {
  const query = useQuery(liveStreamQuery())
  const save = useSaveLiveStream()
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const value = draft ?? query.data?.url ?? ''
  const submit = (url: string) => {
    setError(null)
    save.mutate(
      { url: url.trim() },
      {
        onSuccess: (saved) => {
          setDraft(null)
          notifications.show({
            color: 'teal',
            message: saved.url ? 'Lien du culte en direct enregistré.' : 'Lien du culte en direct retiré.',
          })
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 401) return
          setError(
            failure instanceof ApiError ? (failure.fieldErrors.url?.[0] ?? failure.message) : failureMessage(failure),
          )
        },
      },
    )
  }
  return (
    <Paper withBorder radius="md" className={dashboard.padSmMd}>
      <form
        aria-labelledby="en-direct-titre"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit(value)
        }}
      >
        <Stack gap="sm">
          <Group gap="xs">
            <IconBroadcast size={20} aria-hidden="true" />
            <Title order={3} size="h5" id="en-direct-titre">
              En direct
            </Title>
          </Group>
          <TextInput
            label="Lien du culte en direct"
            description="YouTube ou Facebook. La page d’accueil affiche « Culte en direct » pendant les heures des cultes (onglet Cultes), heure de Santiago."
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/@…/live"
            value={value}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            disabled={query.isPending}
          />
          <Group gap="xs">
            <Button type="submit" loading={save.isPending} disabled={query.isPending}>
              Enregistrer le lien
            </Button>
            {query.data?.url ? (
              <Button variant="subtle" color="red" onClick={() => submit('')} disabled={save.isPending}>
                Retirer le lien
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

import { useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { IconAlertCircle } from '@tabler/icons-react'
import type { z } from 'zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { notifications } from '@mantine/notifications'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Text } from '#src/components/ui/text.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { currentPasswordSchema, type Passkey, passkeyRegistrationSchema } from '#common/schemas/staff-account.ts'
import { passkeyQueries, useAddPasskey, useRemovePasskey } from '../passkeys-api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import classes from './account.module.css'

/** The person cancelled, or the phone refused (NotAllowedError), or the browser gave up. */
const isPasskeyCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')

export const passkeyFailureText = (error: Error | null) =>
  isPasskeyCancelled(error)
    ? 'La création de la clé d’accès a été annulée.'
    : error instanceof ApiError && error.status < 500
      ? error.message
      : UNEXPECTED_ERROR

function FailureAlert({ error }: { error: Error | null }) {
  return (
    <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
      {passkeyFailureText(error)}
    </Alert>
  )
}

/** WebAuthn's support does not change while the page is open: nothing to subscribe to. */
const noChange = () => () => {}

/** « Clés d'accès »: the list, adding one (named) and removing one (password asked again). */
export function PasskeysCard() {
  const query = useQuery(passkeyQueries.list())
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  // Unknown where the server draws the page (false there), then the browser's answer.
  const supported = useSyncExternalStore(noChange, browserSupportsWebAuthn, () => false)
  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        Une clé d’accès vous connecte avec l’empreinte digitale ou le visage de votre téléphone, sans mot de passe ni
        code : elle ne fonctionne que sur ce site, et rien ne peut être volé par une fausse page de connexion.
      </Text>
      <QueryState query={query} what="vos clés d’accès" skeletonHeight={80}>
        {(passkeys) =>
          passkeys.length === 0 ? (
            <Text size="sm">Aucune clé d’accès enregistrée.</Text>
          ) : (
            <ul className={classes.passkeyList} aria-label="Vos clés d’accès">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className={classes.sessionRow}>
                  <div>
                    <Text fw={600}>{passkey.name}</Text>
                    <Text size="sm" c="dimmed">
                      Ajoutée le {formatDateTime(passkey.createdAt)} ·{' '}
                      {passkey.lastUsedAt ? `utilisée le ${formatDateTime(passkey.lastUsedAt)}` : 'jamais utilisée'}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-haspopup="dialog"
                    aria-label={`Retirer la clé d’accès « ${passkey.name} »`}
                    onClick={() => setRemoving(passkey)}
                  >
                    Retirer
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {supported ? (
        <Group mt="md">
          <Button aria-haspopup="dialog" onClick={() => setAdding(true)}>
            Ajouter une clé d’accès
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          Ce navigateur ne sait pas créer de clé d’accès.
        </Text>
      )}
      <AddPasskeyDialog opened={adding} onClose={() => setAdding(false)} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </>
  )
}

const addSchema = passkeyRegistrationSchema.pick({ name: true }).extend(currentPasswordSchema.shape)

function AddPasskeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddPasskey()
  const form = useForm<z.input<typeof addSchema>, unknown, z.output<typeof addSchema>>({
    resolver: zodResolver(addSchema),
    defaultValues: { name: '', currentPassword: '' },
  })
  const close = () => {
    form.reset()
    add.reset()
    onClose()
  }
  const onSubmit = form.handleSubmit(({ name, currentPassword }) =>
    add.mutate(
      { name, currentPassword },
      {
        onSuccess: (passkey) => {
          notifications.show({ color: 'teal', message: `La clé d’accès « ${passkey.name} » est ajoutée.` })
          close()
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          for (const field of ['currentPassword', 'name'] as const) {
            const message = error.fieldErrors[field]?.[0]
            if (message) form.setError(field, { message }, { shouldFocus: true })
          }
        },
      },
    ),
  )
  const onAField =
    add.error instanceof ApiError && (add.error.fieldErrors.name || add.error.fieldErrors.currentPassword)
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Ajouter une clé d’accès"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" mb="md">
          Donnez-lui un nom pour la reconnaître, puis suivez les indications de votre téléphone (empreinte digitale,
          visage ou code de l’appareil).
        </Text>
        <TextInput
          label="Nom de la clé"
          placeholder="Téléphone de Marie"
          required
          data-autofocus
          maxLength={60}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <PasswordInput
          mt="md"
          label="Mot de passe actuel"
          description="Ajouter un moyen de connexion demande de confirmer que c’est bien vous."
          autoComplete="current-password"
          required
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        {add.error && !onAField ? <FailureAlert error={add.error} /> : null}
        <ModalFooter>
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" loading={add.isPending}>
            Créer la clé d’accès
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  )
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const [shown, setShown] = useState(passkey)
  if (passkey && passkey !== shown) setShown(passkey)
  const remove = useRemovePasskey()
  const form = useForm<{ currentPassword: string }>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  })
  const close = () => {
    form.reset()
    remove.reset()
    onClose()
  }
  const onSubmit = form.handleSubmit(({ currentPassword }) => {
    if (!shown) return
    remove.mutate(
      { id: shown.id, currentPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `La clé d’accès « ${shown.name} » est retirée.` })
          close()
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors.currentPassword?.[0] : undefined
          if (message) form.setError('currentPassword', { message }, { shouldFocus: true })
        },
      },
    )
  })
  return (
    <Modal
      opened={passkey !== null}
      onClose={close}
      title="Retirer cette clé d’accès ?"
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" mb="md">
          « {shown?.name} » ne pourra plus vous connecter.
        </Text>
        <PasswordInput
          label="Mot de passe actuel"
          autoComplete="current-password"
          required
          data-autofocus
          error={form.formState.errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        {remove.error && !(remove.error instanceof ApiError && remove.error.fieldErrors.currentPassword) ? (
          <FailureAlert error={remove.error} />
        ) : null}
        <ModalFooter>
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            Retirer
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  )
}

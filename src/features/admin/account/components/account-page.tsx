import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { lengthHint } from '#src/features/admin-access/api.ts'
import {
  STAFF_ROLE_LABELS,
  currentPasswordSchema,
  passwordChangeSchema,
  type OpenSession,
  type StaffSession,
} from '#common/schemas/staff-account.ts'
import { accountQueries, useChangePassword, useEndSessions, useNewRecoveryCodes, useRemoveTotp } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { adminSessionQuery, useOpenSession } from '../../kit/session.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { usePasskeyFirst } from '../use-phone.ts'
import { PasskeysCard } from './passkeys-card.tsx'
import { ProfileForm } from './profile-form.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'
import { TotpEnrolment } from './totp-enrolment.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import classes from './account.module.css'

const failureText = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 ? error.message : UNEXPECTED_ERROR

/** « Mon compte »: one's name and e-mail, password, authenticator app, open sessions. */
export function AccountPage() {
  const session = useOpenSession()
  const passkeyFirst = usePasskeyFirst()
  if (!session) return null
  const passkeysCard = (
    <Card title="Clés d’accès">
      <PasskeysCard />
    </Card>
  )
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} className={dashboard.panelTitle}>
          Mon compte
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Rôle : {STAFF_ROLE_LABELS[session.account.role]}. Heures de Santiago.
        </Text>
      </div>
      <Card title="Nom et adresse e-mail">
        <div className={classes.narrow}>
          <ProfileForm
            key={`${session.account.name}|${session.account.email}`}
            name={session.account.name}
            email={session.account.email}
            onSaved={() => notifications.show({ color: 'teal', message: 'Votre compte est enregistré.' })}
          />
        </div>
      </Card>
      <Card title="Mot de passe">
        <PasswordChange />
      </Card>
      {/* A phone that can make a passkey: offered before the app, whose QR code it cannot scan. */}
      {passkeyFirst ? passkeysCard : null}
      <Card title="Application d’authentification">
        <SecondFactor session={session} />
      </Card>
      {passkeyFirst ? null : passkeysCard}
      <Card title="Sessions ouvertes">
        <OpenSessions />
      </Card>
    </Stack>
  )
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={classes.card} aria-label={title}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </section>
  )
}

type PasswordForm = z.infer<typeof passwordChangeSchema> & { confirmation: string }
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmation: z.string() })
  .refine((values) => values.confirmation === values.newPassword, {
    path: ['confirmation'],
    error: 'Les deux mots de passe ne sont pas identiques.',
  })

function PasswordChange() {
  const change = useChangePassword()
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  })
  const { errors } = form.formState
  const typed = useWatch({ control: form.control, name: 'newPassword' })
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset()
          notifications.show({
            color: 'teal',
            message: 'Mot de passe changé. Vos autres sessions sont fermées.',
          })
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          for (const field of ['currentPassword', 'newPassword'] as const) {
            const message = error.fieldErrors[field]?.[0]
            if (message) form.setError(field, { message }, { shouldFocus: true })
          }
        },
      },
    ),
  )
  const failure = change.error
  const onAField =
    failure instanceof ApiError && (failure.fieldErrors.currentPassword || failure.fieldErrors.newPassword)
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" className={classes.narrow}>
        <PasswordInput
          label="Mot de passe actuel"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="Nouveau mot de passe"
          autoComplete="new-password"
          required
          description={<span aria-live="polite">{lengthHint(typed.length)}</span>}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordInput
          label="Confirmation du nouveau mot de passe"
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
      </Stack>
      {failure && !onAField ? <FailureAlert error={failure} /> : null}
      <Group mt="lg">
        <Button type="submit" loading={change.isPending}>
          Changer le mot de passe
        </Button>
      </Group>
    </form>
  )
}

type FactorDialog = 'enrol' | 'remove' | 'codes' | null

function SecondFactor({ session }: { session: StaffSession }) {
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<FactorDialog>(null)
  const required = session.account.role === 'administrateur'
  return (
    <>
      <Group gap="sm" mb="sm">
        <Text>Application d’authentification :</Text>
        <Badge variant="light" color={session.totp ? 'teal' : 'gray'}>
          {session.totp ? 'activée' : 'non activée'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {required
          ? 'Obligatoire pour les administrateurs : chaque connexion demande le code à 6 chiffres de votre téléphone.'
          : 'Recommandée : chaque connexion demande alors aussi le code à 6 chiffres de votre téléphone.'}
        {session.passkeys > 0 ? ` Clés d’accès enregistrées : ${session.passkeys}.` : ''}
      </Text>
      <Group gap="sm">
        {session.totp ? (
          <>
            <Button variant="light" aria-haspopup="dialog" onClick={() => setDialog('codes')}>
              Nouveaux codes de secours
            </Button>
            {required ? null : (
              <Button variant="subtle" color="red" aria-haspopup="dialog" onClick={() => setDialog('remove')}>
                Retirer l’application
              </Button>
            )}
          </>
        ) : (
          <Button aria-haspopup="dialog" onClick={() => setDialog('enrol')}>
            Activer l’application
          </Button>
        )}
      </Group>
      <Modal
        opened={dialog === 'enrol'}
        onClose={() => setDialog(null)}
        title="Activer l’application d’authentification"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        {dialog === 'enrol' ? (
          <TotpEnrolment
            askPassword
            onCancel={() => setDialog(null)}
            onDone={() => {
              setDialog(null)
              void queryClient.invalidateQueries({ queryKey: adminSessionQuery().queryKey })
            }}
          />
        ) : null}
      </Modal>
      <PasswordAskedDialog
        kind={dialog === 'remove' || dialog === 'codes' ? dialog : null}
        onClose={() => setDialog(null)}
      />
    </>
  )
}

/** Removing the app or drawing new recovery codes: the password is asked again. */
function PasswordAskedDialog({ kind, onClose }: { kind: 'remove' | 'codes' | null; onClose: () => void }) {
  const [shown, setShown] = useState(kind)
  if (kind && kind !== shown) setShown(kind)
  const remove = useRemoveTotp()
  const codes = useNewRecoveryCodes()
  const mutation = shown === 'remove' ? remove : codes
  const form = useForm<{ currentPassword: string }>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { currentPassword: '' },
  })
  const done = () => {
    form.reset()
    remove.reset()
    codes.reset()
    onClose()
  }
  const onError = (error: Error) => {
    const message = error instanceof ApiError ? error.fieldErrors.currentPassword?.[0] : undefined
    if (message) form.setError('currentPassword', { message }, { shouldFocus: true })
  }
  const onSubmit = form.handleSubmit(({ currentPassword }) =>
    shown === 'remove'
      ? remove.mutate(currentPassword, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: 'L’application d’authentification est retirée.' })
            done()
          },
          onError,
        })
      : codes.mutate(currentPassword, { onError }),
  )
  const failure = mutation.error
  return (
    <Modal
      opened={kind !== null}
      onClose={done}
      title={shown === 'remove' ? 'Retirer l’application d’authentification ?' : 'Nouveaux codes de secours'}
      centered
      size={codes.data ? 'lg' : 'md'}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {codes.data && shown === 'codes' ? (
        <RecoveryCodes codes={codes.data} onDone={done} doneLabel="Terminé" />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Text size="sm" mb="md">
            {shown === 'remove'
              ? 'La connexion ne demandera plus que votre mot de passe.'
              : 'Les anciens codes de secours cesseront de fonctionner.'}
          </Text>
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            required
            data-autofocus
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          {failure && !(failure instanceof ApiError && failure.fieldErrors.currentPassword) ? (
            <FailureAlert error={failure} />
          ) : null}
          <ModalFooter>
            <Button variant="default" onClick={done}>
              Annuler
            </Button>
            <Button type="submit" color={shown === 'remove' ? 'red' : undefined} loading={mutation.isPending}>
              {shown === 'remove' ? 'Retirer' : 'Créer de nouveaux codes'}
            </Button>
          </ModalFooter>
        </form>
      )}
    </Modal>
  )
}

/** « iPhone · Safari », from the browser's self-description. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu'
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS/.test(userAgent)
            ? 'Mac'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Appareil'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'navigateur'
  return `${device} · ${browser}`
}

function OpenSessions() {
  const query = useQuery(accountQueries.sessions())
  const end = useEndSessions()
  return (
    <QueryState query={query} what="vos sessions">
      {(sessions) => {
        const others = sessions.filter((session) => !session.current)
        return (
          <>
            <div>
              {sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  pending={end.isPending}
                  onEnd={() => end.mutate([session.id])}
                />
              ))}
            </div>
            {end.isError ? <FailureAlert error={end.error} /> : null}
            {others.length > 0 ? (
              <Group mt="md">
                <Button
                  variant="light"
                  color="red"
                  loading={end.isPending}
                  onClick={() => end.mutate(others.map((session) => session.id))}
                >
                  Fermer les autres sessions
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt="sm">
                Aucune autre session ouverte.
              </Text>
            )}
          </>
        )
      }}
    </QueryState>
  )
}

function SessionRow({ session, pending, onEnd }: { session: OpenSession; pending: boolean; onEnd: () => void }) {
  const device = deviceOf(session.userAgent)
  return (
    <div className={classes.sessionRow}>
      <div>
        <Text fw={600} component="div">
          {device}
          {session.current ? (
            <Badge ml="xs" variant="light" color="teal">
              cette session
            </Badge>
          ) : null}
        </Text>
        <Text size="sm" c="dimmed">
          {session.ip ? `Adresse ${session.ip} · ` : ''}depuis le {formatDateTime(session.createdAt)} · vue le{' '}
          {formatDateTime(session.lastSeenAt)}
        </Text>
      </div>
      {session.current ? null : (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={pending}
          onClick={onEnd}
          aria-label={`Fermer cette session (${device})`}
        >
          Fermer cette session
        </Button>
      )}
    </div>
  )
}

function FailureAlert({ error }: { error: Error | null }) {
  return (
    <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
      {failureText(error)}
    </Alert>
  )
}

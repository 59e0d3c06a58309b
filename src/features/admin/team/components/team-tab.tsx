import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Badge } from '#src/components/ui/badge.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Menu } from '#src/components/ui/menu.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Table } from '#src/components/ui/table.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { IconAlertCircle, IconChevronDown, IconUserPlus } from '@tabler/icons-react'
import { ApiError } from '#src/lib/api-client.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import {
  ACCOUNT_STATUS_LABELS,
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  type StaffAccount,
  type StaffRole,
} from '#common/schemas/staff-account.ts'
import { teamQueries, useNewLink, useUpdateAccount } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { useOpenSession } from '../../kit/session.ts'
import { MailOffNotice } from '../../kit/components/mail-off-notice.tsx'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { AlertRecipientsCard } from './alert-recipients-card.tsx'
import { InviteDialog } from './invite-dialog.tsx'
import { LinkToPassOn } from './link-to-pass-on.tsx'
import { MinistryChoice } from './ministry-choice.tsx'
import { attendanceQueries } from '../../attendance/api.ts'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import table from '../../kit/components/data-table.module.css'

const STATUS_COLORS = { invite: 'blue', actif: 'teal', desactive: 'gray' } as const

type Dialog =
  | { kind: 'role'; account: StaffAccount }
  | { kind: 'status'; account: StaffAccount }
  | { kind: 'link'; account: StaffAccount }
  | null

const failureText = (error: Error | null) =>
  error instanceof ApiError && error.status < 500 ? error.message : UNEXPECTED_ERROR

/** « Équipe »: the accounts, inviting someone, roles, disabling, new links. */
export function TeamTab() {
  const query = useQuery(teamQueries.accounts())
  const me = useOpenSession()?.account.id
  const [inviting, setInviting] = useState(false)
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} className={dashboard.panelTitle}>
            Équipe
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Chaque personne a son propre compte. Heures de Santiago.
          </Text>
        </div>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          aria-haspopup="dialog"
          onClick={() => setInviting(true)}
        >
          Inviter une personne
        </Button>
      </Group>
      <MailOffNotice>
        Les invitations et les liens de mot de passe ne partent pas par e-mail : chaque lien vous est donné, à copier ou
        à envoyer par WhatsApp à la personne. Qui a oublié son mot de passe est invité à vous demander un nouveau lien.
      </MailOffNotice>
      <QueryState query={query} what="l’équipe">
        {(accounts) => (
          <div className={table.tableWrap}>
            <Table className={table.table} verticalSpacing="sm" aria-label="Comptes de l’équipe">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nom</Table.Th>
                  <Table.Th>Rôle</Table.Th>
                  <Table.Th>Statut</Table.Th>
                  <Table.Th>Double vérification</Table.Th>
                  <Table.Th>Dernière connexion</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td data-label="Nom">
                      <div>
                        <Text fw={600}>
                          {account.name}
                          {account.id === me ? ' (vous)' : ''}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {account.email}
                        </Text>
                      </div>
                    </Table.Td>
                    <Table.Td data-label="Rôle">
                      {STAFF_ROLE_LABELS[account.role]}
                      {account.role === 'responsable' ? <LedMinistries ids={account.ministryIds} /> : null}
                    </Table.Td>
                    <Table.Td data-label="Statut" className={table.nowrap}>
                      <Badge variant="light" radius="sm" color={STATUS_COLORS[account.status]} className={table.badge}>
                        {ACCOUNT_STATUS_LABELS[account.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td data-label="Double vérification">
                      <div>
                        {account.totp ? 'Application : oui' : 'Application : non'}
                        <Text size="sm" c="dimmed">
                          {account.passkeys === 0
                            ? 'Aucune clé d’accès'
                            : `${account.passkeys} clé${account.passkeys > 1 ? 's' : ''} d’accès`}
                        </Text>
                      </div>
                    </Table.Td>
                    <Table.Td data-label="Dernière connexion">
                      <span className={table.nowrap}>
                        {account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'Jamais'}
                      </span>
                    </Table.Td>
                    <Table.Td>
                      {account.id === me ? null : (
                        <AccountMenu account={account} onOpen={(kind) => setDialog({ kind, account })} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </QueryState>
      <AlertRecipientsCard />
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />
      <RoleDialog target={dialog?.kind === 'role' ? dialog.account : null} onClose={close} />
      <StatusDialog target={dialog?.kind === 'status' ? dialog.account : null} onClose={close} />
      <LinkDialog target={dialog?.kind === 'link' ? dialog.account : null} onClose={close} />
    </Stack>
  )
}

function AccountMenu({
  account,
  onOpen,
}: {
  account: StaffAccount
  onOpen: (kind: 'role' | 'status' | 'link') => void
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`Actions pour ${account.name}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen('role')}>Changer le rôle</Menu.Item>
        {account.status === 'desactive' ? null : (
          <Menu.Item onClick={() => onOpen('link')}>
            {account.status === 'invite' ? 'Nouveau lien d’invitation' : 'Nouveau lien de mot de passe'}
          </Menu.Item>
        )}
        <Menu.Item color={account.status === 'desactive' ? undefined : 'red'} onClick={() => onOpen('status')}>
          {account.status === 'desactive' ? 'Réactiver' : 'Désactiver'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** Keeps the last target on screen while the dialog fades out. */
/** A ministry leader's ministries, by name, under their role. */
function LedMinistries({ ids }: { ids: readonly number[] }) {
  const ministries = useQuery(attendanceQueries.ministries())
  const names = (ministries.data?.items ?? []).filter((ministry) => ids.includes(ministry.id)).map((m) => m.name)
  return names.length > 0 ? (
    <Text size="sm" c="dimmed">
      {names.join(', ')}
    </Text>
  ) : null
}

function useShown<T>(target: T | null) {
  const [shown, setShown] = useState(target)
  if (target && target !== shown) setShown(target)
  return shown
}

function RoleDialog({ target, onClose }: { target: StaffAccount | null; onClose: () => void }) {
  const shown = useShown(target)
  const update = useUpdateAccount()
  const [role, setRole] = useState<StaffRole | null>(null)
  const chosen = role ?? shown?.role ?? 'contenu'
  const [ministries, setMinistries] = useState<number[] | null>(null)
  const chosenMinistries = ministries ?? shown?.ministryIds ?? []
  const leads = chosen === 'responsable'
  const changed =
    shown !== null && (chosen !== shown.role || (leads && chosenMinistries.join() !== shown.ministryIds.join()))
  const done = () => {
    setRole(null)
    setMinistries(null)
    update.reset()
    onClose()
  }
  return (
    <Modal
      opened={target !== null}
      onClose={done}
      title={`Rôle de ${shown?.name ?? ''}`}
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Radio.Group label="Rôle" value={chosen} onChange={(value) => setRole(value as StaffRole)}>
        <Stack gap="sm" mt="xs">
          {STAFF_ROLES.map((option) => (
            <Radio
              key={option}
              value={option}
              label={STAFF_ROLE_LABELS[option]}
              description={STAFF_ROLE_DESCRIPTIONS[option]}
            />
          ))}
        </Stack>
      </Radio.Group>
      {leads ? (
        <Stack mt="md">
          <MinistryChoice value={chosenMinistries} onChange={setMinistries} />
        </Stack>
      ) : null}
      {update.isError ? <FailureAlert error={update.error} /> : null}
      <ModalFooter>
        <Button variant="default" onClick={done}>
          Annuler
        </Button>
        <Button
          loading={update.isPending}
          disabled={!changed || (leads && chosenMinistries.length === 0)}
          onClick={() =>
            shown &&
            update.mutate(
              { id: shown.id, role: chosen, ...(leads ? { ministryIds: chosenMinistries } : {}) },
              { onSuccess: done },
            )
          }
        >
          Enregistrer le rôle
        </Button>
      </ModalFooter>
    </Modal>
  )
}

function StatusDialog({ target, onClose }: { target: StaffAccount | null; onClose: () => void }) {
  const shown = useShown(target)
  const update = useUpdateAccount()
  const disabling = shown?.status !== 'desactive'
  const done = () => {
    update.reset()
    onClose()
  }
  return (
    <Modal
      opened={target !== null}
      onClose={done}
      title={
        disabling ? `Désactiver le compte de ${shown?.name ?? ''} ?` : `Réactiver le compte de ${shown?.name ?? ''} ?`
      }
      centered
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Text size="sm">
        {disabling
          ? 'Ses sessions ouvertes se ferment aussitôt et la connexion lui est refusée. Son nom reste dans le journal. Vous pourrez réactiver le compte plus tard.'
          : 'La personne pourra de nouveau se connecter avec son mot de passe.'}
      </Text>
      {update.isError ? <FailureAlert error={update.error} /> : null}
      <ModalFooter>
        <Button variant="default" onClick={done} data-autofocus>
          Annuler
        </Button>
        <Button
          color={disabling ? 'red' : undefined}
          loading={update.isPending}
          onClick={() => shown && update.mutate({ id: shown.id, active: !disabling }, { onSuccess: done })}
        >
          {disabling ? 'Désactiver' : 'Réactiver'}
        </Button>
      </ModalFooter>
    </Modal>
  )
}

function LinkDialog({ target, onClose }: { target: StaffAccount | null; onClose: () => void }) {
  const shown = useShown(target)
  const link = useNewLink()
  const invitation = shown?.status === 'invite'
  const done = () => {
    link.reset()
    onClose()
  }
  return (
    <Modal
      opened={target !== null}
      onClose={done}
      title={invitation ? 'Nouveau lien d’invitation' : 'Nouveau lien de mot de passe'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {link.data && shown ? (
        <LinkToPassOn link={link.data.link} expiresAt={link.data.expiresAt} name={shown.name} email={shown.email} />
      ) : (
        <Text size="sm">
          {invitation
            ? `Un nouveau lien d’invitation remplace le précédent, pour ${shown?.name ?? ''}.`
            : `${shown?.name ?? ''} recevra un lien pour choisir un nouveau mot de passe ; l’ancien reste valable tant que le lien n’a pas servi.`}
        </Text>
      )}
      {link.isError ? <FailureAlert error={link.error} /> : null}
      <ModalFooter>
        {link.data ? (
          <Button onClick={done}>Terminé</Button>
        ) : (
          <>
            <Button variant="default" onClick={done}>
              Annuler
            </Button>
            <Button loading={link.isPending} onClick={() => shown && link.mutate(shown.id)}>
              Créer le lien
            </Button>
          </>
        )}
      </ModalFooter>
    </Modal>
  )
}

function FailureAlert({ error }: { error: Error | null }) {
  return (
    <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
      {failureText(error)}
    </Alert>
  )
}

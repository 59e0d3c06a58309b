import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { Link } from '@tanstack/react-router'
import { IconLock } from '@tabler/icons-react'
import { ADMIN_TAB_ROLES, adminTabPath, tabsForRole, type AdminTab } from '#common/admin-dashboard-pages.ts'
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from '#common/staff-roles.ts'
import { TABS } from './dashboard-tabs.tsx'
import classes from './admin-dashboard.module.css'

const list = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} et ${words.at(-1)}` : (words[0] ?? '')

/** A tab opened by its address by someone whose role may not use it. */
export function ReservedArea({ tab, role }: { tab: AdminTab; role: StaffRole }) {
  const roles = ADMIN_TAB_ROLES[tab].map((allowed) => `« ${STAFF_ROLE_LABELS[allowed]} »`)
  return (
    <Stack gap="md">
      <Title order={2} className={classes.panelTitle}>
        {TABS[tab].label}
      </Title>
      <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />} title="Rubrique réservée">
        Cette rubrique est réservée au{roles.length > 1 ? 'x' : ''} rôle{roles.length > 1 ? 's' : ''} {list(roles)}.
        Votre compte a le rôle « {STAFF_ROLE_LABELS[role]} ». Si vous en avez besoin, demandez à un administrateur de
        changer votre rôle.
      </Alert>
      <YourAreas role={role} />
    </Stack>
  )
}

/** The dashboard's home for a role without the overview's figures: what it may open. */
export function RoleHome({ role }: { role: StaffRole }) {
  return (
    <Stack gap="md">
      <Title order={2} className={classes.panelTitle}>
        Bienvenue
      </Title>
      <Text>
        Votre rôle : « {STAFF_ROLE_LABELS[role]} » — {STAFF_ROLE_DESCRIPTIONS[role]}
      </Text>
      <YourAreas role={role} />
    </Stack>
  )
}

function YourAreas({ role }: { role: StaffRole }) {
  return (
    <nav aria-label="Vos rubriques">
      <Text fw={600} mb="xs">
        Vos rubriques
      </Text>
      <ul>
        {tabsForRole(role).map((tab) => (
          <li key={tab}>
            <Anchor component={Link} to={adminTabPath(tab)}>
              {TABS[tab].label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  )
}

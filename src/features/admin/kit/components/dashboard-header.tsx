import { useId, useState } from 'react'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconMenu2, IconUserCircle, IconX } from '@tabler/icons-react'
import { church } from '#common/seed/church.ts'
import { STAFF_ROLE_LABELS } from '#common/staff-roles.ts'
import { useOpenSession } from '../session.ts'
import { SignOutButton } from './sign-out-button.tsx'
import classes from './admin-dashboard.module.css'

/**
 * The dashboard's header. On desktop: the church's name, the title and the actions. On a phone
 * (`compact`): one line, the church's name and « Menu », which opens the actions under it, so the
 * page keeps the screen.
 */
export function DashboardHeader({ compact = false }: { compact?: boolean }) {
  const session = useOpenSession()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const actions = (
    <>
      {session ? (
        <Anchor component={Link} to="/admin-dashboard/compte" className={classes.headerLink} py={8} px={4}>
          <IconUserCircle size={18} aria-hidden="true" /> Mon compte
          <span className={classes.headerWho}>
            {session.account.name} · {STAFF_ROLE_LABELS[session.account.role]}
          </span>
        </Anchor>
      ) : null}
      <Anchor component={Link} to="/" className={classes.headerLink} py={8} px={4}>
        <IconArrowLeft size={16} aria-hidden="true" /> Retour au site
      </Anchor>
      <SignOutButton />
    </>
  )
  if (compact) {
    return (
      <header className={classes.header}>
        <Container size="xl" px="sm" className={classes.compactInner}>
          <div className={classes.compactTitle}>
            <Text className={classes.churchName}>{church.name}</Text>
            <Title order={1} c="white" fz={18}>
              Tableau de bord
            </Title>
          </div>
          <Button
            variant="white"
            color="churchBlue"
            size="sm"
            className={classes.compactToggle}
            aria-expanded={open}
            aria-controls={menuId}
            leftSection={open ? <IconX size={16} aria-hidden="true" /> : <IconMenu2 size={16} aria-hidden="true" />}
            onClick={() => setOpen((value) => !value)}
          >
            Menu
          </Button>
        </Container>
        {/* Hidden by the stylesheet while closed (not unmounted: a name being typed stays). */}
        <Container size="xl" px="sm" id={menuId} data-open={open || undefined} className={classes.compactMenu}>
          {actions}
        </Container>
      </header>
    )
  }
  return (
    <header className={classes.header}>
      <Container size="xl" className={`${classes.headerInner} ${classes.gutter}`}>
        <div>
          <Text className={classes.churchName}>{church.name}</Text>
          <Title order={1} c="white" className={classes.dashboardTitle}>
            Tableau de bord
          </Title>
        </div>
        <div className={classes.headerActions}>{actions}</div>
      </Container>
    </header>
  )
}

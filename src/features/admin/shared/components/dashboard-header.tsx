import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Container } from '#src/components/ui/container.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import { IconArrowLeft, IconLogout } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import { adminSessionQuery, useSignOut } from '../session.ts'
import { IdentityControl } from './identity-control.tsx'
import classes from './admin-dashboard.module.css'

export function DashboardHeader() {
  const { data: session } = useQuery(adminSessionQuery())
  const signOut = useSignOut()
  return (
    <header className={classes.header}>
      <Container size="xl" className={`${classes.headerInner} ${classes.gutter}`}>
        <div>
          <Text className={classes.churchName}>{church.name}</Text>
          <Title order={1} c="white" className={classes.dashboardTitle}>
            Tableau de bord
          </Title>
        </div>
        <div className={classes.headerActions}>
          <IdentityControl key={session?.name ?? ''} name={session?.name ?? null} />
          <Anchor component={Link} to="/" className={classes.headerLink} py={8} px={4}>
            <IconArrowLeft size={16} aria-hidden="true" /> Retour au site
          </Anchor>
          <Button
            variant="white"
            color="churchBlue"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            loading={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: () =>
                  notifications.show({
                    color: 'red',
                    title: 'Déconnexion impossible',
                    message: 'Vérifiez votre connexion puis réessayez.',
                  }),
              })
            }
          >
            Se déconnecter
          </Button>
        </div>
      </Container>
    </header>
  )
}

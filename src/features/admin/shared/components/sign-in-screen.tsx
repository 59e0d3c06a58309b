import type { ReactNode } from 'react'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Container } from '#src/components/ui/container.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconLock } from '@tabler/icons-react'
import { church } from '#common/content/church.ts'
import classes from './admin-dashboard.module.css'

/** The dashboard's door: only the password form, never any data. */
export function SignInScreen({ children }: { children: ReactNode }) {
  return (
    <main className={classes.signInPage}>
      <Container size={440} py={48}>
        <Text ta="center" className={classes.signInChurch}>
          {church.name}
        </Text>
        <Title order={1} ta="center" c="white" mb="lg">
          Tableau de bord
        </Title>
        <Paper radius="lg" shadow="xl" className={classes.padLgXl}>
          <Title order={2} size="h3" mb={4} className={classes.signInTitle}>
            <IconLock size={22} aria-hidden="true" /> Connexion
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Espace réservé à l’équipe de l’église.
          </Text>
          {children}
        </Paper>
        <Text ta="center" mt="lg">
          <Anchor component={Link} to="/" c="gold.2" className={classes.backLink}>
            <IconArrowLeft size={16} aria-hidden="true" /> Retour au site
          </Anchor>
        </Text>
      </Container>
    </main>
  )
}

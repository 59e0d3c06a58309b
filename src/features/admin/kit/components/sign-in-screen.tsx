import type { ReactNode } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Container } from '#src/components/ui/container.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft, IconCheck, IconLock } from '@tabler/icons-react'
import { church } from '#common/seed/church.ts'
import classes from './admin-dashboard.module.css'

type SignInScreenProps = {
  children: ReactNode
  /** Just signed out by hand: say so (an expired session or a first visit says nothing). */
  signedOut?: boolean
  /** The card's title and introduction (the sign-in's by default). */
  title?: string
  intro?: ReactNode
  /** A wider card, for the set-up steps (the QR code and the recovery codes). */
  wide?: boolean
}

/** The dashboard's door: only the password form, never any data. */
export function SignInScreen({
  children,
  signedOut = false,
  title = 'Connexion',
  intro = 'Espace réservé à l’équipe de l’église.',
  wide = false,
}: SignInScreenProps) {
  return (
    <main className={classes.signInPage}>
      <Container size={wide ? 560 : 440} py={48}>
        <Text ta="center" className={classes.signInChurch}>
          {church.name}
        </Text>
        <Title order={1} ta="center" c="white" mb="lg">
          Tableau de bord
        </Title>
        {signedOut ? (
          <Alert role="status" color="teal" variant="filled" mb="md" icon={<IconCheck aria-hidden="true" />}>
            Vous êtes déconnecté(e).
          </Alert>
        ) : null}
        <Paper radius="lg" shadow="xl" className={classes.padLgXl}>
          <Title order={2} size="h3" mb={4} className={classes.signInTitle}>
            <IconLock size={22} aria-hidden="true" /> {title}
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            {intro}
          </Text>
          {children}
        </Paper>
        <Text ta="center" size="sm" mt="lg" className={classes.signInHint}>
          Cette page peut être ajoutée à l’écran d’accueil de votre téléphone (menu du navigateur, « Ajouter à l’écran
          d’accueil ») : le tableau de bord s’ouvre alors comme une application.
        </Text>
        <Text ta="center" mt="lg">
          <Anchor component={Link} to="/" c="gold.2" className={classes.backLink}>
            <IconArrowLeft size={16} aria-hidden="true" /> Retour au site
          </Anchor>
        </Text>
      </Container>
    </main>
  )
}

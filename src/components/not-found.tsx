import { Anchor } from './ui/anchor.ts'
import { Container } from './ui/container.ts'
import { Text } from './ui/text.ts'
import { Title } from './ui/title.ts'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../lib/use-page-title.ts'

export function NotFound() {
  usePageTitle('Page introuvable')
  return (
    <main>
      <Container size="sm" py={80}>
        <Title order={1}>Page introuvable</Title>
        <Text mt="md">Cette page n’existe pas ou a été déplacée.</Text>
        <Anchor component={Link} to="/" mt="lg" display="inline-block">
          Retour à l’accueil
        </Anchor>
      </Container>
    </main>
  )
}

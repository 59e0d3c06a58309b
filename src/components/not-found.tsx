import '@mantine/core/styles/Container.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Anchor.css'
import { Anchor, Container, Text, Title } from '@mantine/core'
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

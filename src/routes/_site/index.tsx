import { createFileRoute } from '@tanstack/react-router'
import { Container, Title } from '@mantine/core'

export const Route = createFileRoute('/_site/')({
  component: IndexPage,
})

function IndexPage() {
  return (
    <main>
      <Container py="xl">
        <Title order={1}>Accueil</Title>
      </Container>
    </main>
  )
}

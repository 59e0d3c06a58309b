import { createFileRoute } from '@tanstack/react-router'
import { Container, Title } from '@mantine/core'

export const Route = createFileRoute('/_site/confession-de-foi')({
  component: ConfessionDeFoiPage,
})

function ConfessionDeFoiPage() {
  return (
    <main>
      <Container py="xl">
        <Title order={1}>Confession de foi</Title>
      </Container>
    </main>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Container, Title } from '@mantine/core'

export const Route = createFileRoute('/_site/feproba-programmes')({
  component: FeprobaProgrammesPage,
})

function FeprobaProgrammesPage() {
  return (
    <main>
      <Container py="xl">
        <Title order={1}>Programmes FEPROBA</Title>
      </Container>
    </main>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Container, Title } from '@mantine/core'

export const Route = createFileRoute('/_site/isl-programmes')({
  component: IslProgrammesPage,
})

function IslProgrammesPage() {
  return (
    <main>
      <Container py="xl">
        <Title order={1}>Programmes ISL</Title>
      </Container>
    </main>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Container, Title } from '@mantine/core'

export const Route = createFileRoute('/admin-dashboard')({
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  return (
    <main>
      <Container py="xl">
        <Title order={1}>Tableau de bord</Title>
      </Container>
    </main>
  )
}

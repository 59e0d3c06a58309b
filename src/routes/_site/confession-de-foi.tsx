import { createFileRoute } from '@tanstack/react-router'
import { ConfessionPage } from '../../features/confession/components/confession-page.tsx'

export const Route = createFileRoute('/_site/confession-de-foi')({
  component: ConfessionPage,
})

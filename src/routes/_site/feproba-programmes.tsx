import { createFileRoute } from '@tanstack/react-router'
import { FeprobaProgrammesPage } from '../../features/programmes/components/feproba-programmes-page.tsx'

export const Route = createFileRoute('/_site/feproba-programmes')({
  component: FeprobaProgrammesPage,
})

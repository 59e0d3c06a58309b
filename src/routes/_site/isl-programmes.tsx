import { createFileRoute } from '@tanstack/react-router'
import { IslProgrammesPage } from '../../features/programmes/components/isl-programmes-page.tsx'

export const Route = createFileRoute('/_site/isl-programmes')({
  component: IslProgrammesPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/home/components/home-page.tsx'
import { parseHomeSearch } from '../../features/home/home-search.ts'

export const Route = createFileRoute('/_site/')({
  // `?sujet=Autre` ("Devenir Partenaire") preselects the contact form's subject.
  validateSearch: parseHomeSearch,
  component: HomePage,
})

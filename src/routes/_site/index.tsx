import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/home/components/home-page.tsx'
import { parseHomeSearch } from '../../features/home/home-search.ts'
import { homeBelow, homeDrawnByServer } from '../../features/home/load-home-below.ts'

export const Route = createFileRoute('/_site/')({
  // `?sujet=Autre` ("Devenir Partenaire") preselects the contact form's subject.
  validateSearch: parseHomeSearch,
  // Drawn by the app (a navigation from another page), the whole page is there at once, so that a
  // link to one of its sections (/#events) finds it: its parts' code comes first.
  loader: async () => {
    if (!homeDrawnByServer()) await homeBelow.load()
  },
  component: HomePage,
})

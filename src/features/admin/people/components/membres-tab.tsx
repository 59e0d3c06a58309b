import { lazy, Suspense } from 'react'
import { SegmentedControl } from '#src/components/ui/segmented-control.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { overviewQueries } from '../../overview/api.ts'
import { peopleSearch, registrationSearch, viewOf, type MembresSearch, type MembresView } from '../search.ts'
import { PeopleList } from './people-list.tsx'
import { Loading } from '../../kit/components/query-state.tsx'
import { AdoptedView } from '../../kit/components/panel-adoption.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import { useScreenQuery } from '#src/lib/screen-guess.ts'

// The other views load when opened: the people's list, the tab's first view, comes without the
// registrations' table and status menus or the templates' editor.
const MembersTab = lazy(() => import('../../members/index.ts').then((m) => ({ default: m.MembersTab })))
const TemplatesEditor = lazy(() => import('./templates-editor.tsx').then((m) => ({ default: m.TemplatesEditor })))

type MembresTabProps = { search: MembresSearch; onSearchChange: (search: MembresSearch) => void }

/**
 * « Membres »: the people (members first), the registrations awaiting follow-up one tap away (with
 * how many wait), and the WhatsApp templates the person's page sends.
 */
export function MembresTab({ search, onSearchChange }: MembresTabProps) {
  const wide = useScreenQuery('(min-width: 48em)', true)
  const view = viewOf(search)
  const waiting = useQuery(overviewQueries.overview()).data?.pending.members ?? 0
  const views: { value: MembresView; label: string }[] = [
    { value: 'personnes', label: 'Personnes' },
    { value: 'inscriptions', label: waiting > 0 ? `Inscriptions à suivre (${waiting})` : 'Inscriptions' },
    { value: 'modeles', label: 'Modèles WhatsApp' },
  ]
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Membres
      </Title>
      <SegmentedControl
        aria-label="Rubrique"
        data={views}
        value={view}
        onChange={(rubrique) => onSearchChange(rubrique === 'personnes' ? {} : { rubrique: rubrique as MembresView })}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        color="churchBlue"
        style={{ alignSelf: wide ? 'flex-start' : 'stretch' }}
      />
      {view === 'personnes' ? (
        <PeopleList search={peopleSearch(search)} onSearchChange={(next) => onSearchChange(next)} />
      ) : (
        <Suspense fallback={<Loading />}>
          <AdoptedView>
            {view === 'inscriptions' ? (
              <MembersTab
                search={registrationSearch(search)}
                onSearchChange={(next) => onSearchChange({ rubrique: 'inscriptions', ...next })}
              />
            ) : (
              <TemplatesEditor />
            )}
          </AdoptedView>
        </Suspense>
      )}
    </Stack>
  )
}

const route = getRouteApi('/admin-dashboard/membres')

/** The tab at its address: its view and filters are the route's search. */
export function MembresPage() {
  const navigate = route.useNavigate()
  return <MembresTab search={route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
}

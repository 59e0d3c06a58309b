import { useEffect, useRef, type ComponentType } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, getRouteApi } from '@tanstack/react-router'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import type { SiteFormId } from '#common/site-forms.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { siteAdminQuery } from '../api.ts'
import { ConfessionForm } from './confession-form.tsx'
import { ContactsForm } from './contacts-form.tsx'
import { FeprobaForm } from './feproba-form.tsx'
import { IslForm } from './isl-form.tsx'
import { MinistriesForm } from './ministries-form.tsx'
import { DirectorsForm, LeadersForm } from './people-forms.tsx'
import { DescriptionsForm, HistoryForm, HoursNoteForm, SocialForm } from './simple-forms.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import classes from './site.module.css'

const FORMS: Record<SiteFormId, { label: string; Form: ComponentType<{ content: SiteContent }> }> = {
  contacts: { label: 'Identité et contacts', Form: ContactsForm },
  horaires: { label: 'Note des horaires', Form: HoursNoteForm },
  histoire: { label: 'Histoire', Form: HistoryForm },
  equipe: { label: 'Équipe pastorale', Form: LeadersForm },
  directeurs: { label: 'Directeurs de ministères', Form: DirectorsForm },
  ministeres: { label: 'Ministères', Form: MinistriesForm },
  feproba: { label: 'FEPROBA', Form: FeprobaForm },
  isl: { label: 'ISL', Form: IslForm },
  confession: { label: 'Confession de foi', Form: ConfessionForm },
  reseaux: { label: 'Réseaux sociaux', Form: SocialForm },
  descriptions: { label: 'Descriptions des pages', Form: DescriptionsForm },
}
const ORDER = Object.keys(FORMS) as SiteFormId[]

const route = getRouteApi('/admin-dashboard/site')

/** The « Site » tab: the church's content, one form at a time, chosen in the list beside it. */
export function SiteTab() {
  const { partie = 'contacts' } = route.useSearch()
  const query = useQuery(siteAdminQuery())
  const { label, Form } = FORMS[partie]
  const nav = useRef<HTMLElement>(null)
  // On a phone the parts scroll sideways: bring the open one into view (a link may open any part).
  useEffect(() => {
    nav.current
      ?.querySelector(`[data-part="${partie}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'instant' })
  }, [partie])
  return (
    <div className={classes.layout}>
      <nav ref={nav} aria-label="Parties du site" className={classes.nav}>
        <ul className={classes.navList}>
          {ORDER.map((id) => (
            <li key={id}>
              <Link
                to="/admin-dashboard/site"
                search={{ partie: id }}
                className={classes.navLink}
                data-part={id}
                aria-current={id === partie ? 'page' : undefined}
              >
                {FORMS[id].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Paper withBorder radius="md" className={`${classes.panel} ${dashboard.padSmMd}`}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {label}
            </Title>
            <Text size="sm" c="dimmed">
              Ce que vous enregistrez ici paraît aussitôt sur le site public.
            </Text>
          </div>
          <QueryState query={query} what="le contenu du site">
            {/* A new form for each part: its fields start from the stored values. */}
            {(content) => <Form key={partie} content={content} />}
          </QueryState>
        </Stack>
      </Paper>
    </div>
  )
}

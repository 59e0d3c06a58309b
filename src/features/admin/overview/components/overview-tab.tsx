import type { ReactNode } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconPlus } from '@tabler/icons-react'
import { church } from '#common/seed/church.ts'
import { overviewQueries } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { MailOffNotice } from '../../kit/components/mail-off-notice.tsx'
import { StatCard } from '../../kit/components/stat-card.tsx'
import { FiguresCard } from './figures-card.tsx'
import { PendingActions } from './pending-actions.tsx'
import { PeopleToSee } from './people-to-see.tsx'
import { OutboxStatus } from './outbox-status.tsx'
import { BackupCard } from './backup-card.tsx'
import { LaunchChecklist } from './launch-checklist.tsx'
import { RegistrationsChart } from './registrations-chart.tsx'
import { AttendanceTrends } from '../../attendance/index.ts'
import dashboard from '../../kit/components/admin-dashboard.module.css'
import classes from './overview.module.css'

const { photos, ministries, programmes, founded, yearsOfService } = church.dashboardFigures
const FIGURES = [
  [photos, 'photos'],
  [ministries, 'ministères'],
  [programmes, 'programmes'],
  [founded, 'année de fondation'],
  [yearsOfService, 'ans de service'],
] as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  )
}

export function OverviewTab() {
  const query = useQuery(overviewQueries.overview())
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} className={dashboard.panelTitle}>
          Vue d'ensemble
        </Title>
        {/* The one task of the day that is not a follow-up: one tap to the new event's form. */}
        <Button
          renderRoot={(props) => <Link {...props} to="/admin-dashboard/evenements" search={{ nouveau: true }} />}
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Ajouter un événement
        </Button>
      </Group>
      <MailOffNotice howToFix>
        Les alertes de l’équipe et les e-mails de confirmation de la lettre d’information attendent dans la boîte
        d’envoi : ils partiront dès que l’envoi sera configuré. Les liens d’invitation et de mot de passe sont à
        transmettre vous-même (« Équipe » : copier le lien ou l’envoyer par WhatsApp).
      </MailOffNotice>
      <QueryState query={query} what="la vue d'ensemble" skeletonHeight={420}>
        {(overview) => (
          <Stack gap="xl">
            <Section title="À traiter">
              <PendingActions pending={overview.pending} />
            </Section>
            <PeopleToSee />
            <AttendanceTrends onOverview />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <FiguresCard stats={overview.stats} />
              <Section title="Événements">
                <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
                  <StatCard value={overview.events.total} label="au total" />
                  <StatCard value={overview.events.upcoming} label="à venir" />
                  <StatCard value={overview.events.thisMonth} label="ce mois-ci" />
                </SimpleGrid>
              </Section>
            </SimpleGrid>
            <div className={classes.chartRow}>
              <Section title="Inscriptions des 12 derniers mois">
                <div className={classes.card}>
                  <RegistrationsChart months={overview.registrationsByMonth} />
                </div>
              </Section>
              <Stack gap="xl">
                <Section title="Alertes e-mail">
                  <OutboxStatus outbox={overview.outbox} smtpConfigured={overview.smtpConfigured} />
                </Section>
                <Section title="Sauvegardes">
                  <BackupCard backup={overview.backup} />
                </Section>
              </Stack>
            </div>
          </Stack>
        )}
      </QueryState>
      <Section title="Avant la mise en ligne">
        <LaunchChecklist />
      </Section>
      <Section title="L’église en chiffres">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" className={classes.figures}>
          {FIGURES.map(([value, label]) => (
            <div key={label}>
              <div className={classes.figureValue}>{value}</div>
              <div className={classes.figureLabel}>{label}</div>
            </div>
          ))}
        </SimpleGrid>
      </Section>
    </Stack>
  )
}

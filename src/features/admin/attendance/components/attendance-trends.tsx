import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { formatDay, formatMonthLong } from '../../kit/format.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { attendanceTrendsQuery } from '../trends.ts'
import classes from './attendance-trends.module.css'

type Point = { key: string; label: string; value: number }

/**
 * Bars oldest first, the first and last labels under them; the same figures as a table for
 * screen readers (the bars are hidden from them).
 */
function Bars({ caption, column, points }: { caption: string; column: string; points: Point[] }) {
  const highest = Math.max(1, ...points.map((point) => point.value))
  return (
    <div>
      <div className={classes.chart} aria-hidden="true">
        {points.map((point) => (
          <span key={point.key} className={classes.bar} style={{ height: `${(point.value / highest) * 100}%` }} />
        ))}
      </div>
      <div className={classes.axis} aria-hidden="true">
        <span>{points[0]?.label}</span>
        <span>{points.at(-1)?.label}</span>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Période</th>
              <th scope="col">{column}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/**
 * The trends: people counted per week (12 months), first visits per month, active members. In
 * « Présences », and on the overview (a level lower, with a way to « Présences »).
 */
export function AttendanceTrends({ onOverview = false }: { onOverview?: boolean }) {
  const trends = useQuery(attendanceTrendsQuery())
  const data = trends.data
  const id = onOverview ? 'apercu-presences' : 'presences-tendances'
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={onOverview ? 3 : 2} size={onOverview ? 'h4' : 'h3'} id={id}>
          {onOverview ? 'Présences' : 'Tendances'}
        </Title>
        {onOverview && (
          <Anchor component={Link} to="/admin-dashboard/presences">
            Compter, faire l’appel, voir les absents
          </Anchor>
        )}
      </Group>
      {trends.isError && <Alert color="red">{failureMessage(trends.error)}</Alert>}
      {data && (
        <Stack gap="md">
          <Text>
            <strong>{data.activeMembers}</strong> {data.activeMembers > 1 ? 'membres' : 'membre'} sur {data.members}{' '}
            {data.activeMembers > 1 ? 'cochés présents' : 'coché présent'} ces 8 dernières semaines.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Title order={3} size="h5" mb={4}>
                Personnes comptées par semaine (12 mois)
              </Title>
              <Bars
                caption="Personnes comptées par semaine (adultes et enfants, tous les cultes)"
                column="Personnes"
                points={data.weeks.map((week) => ({
                  key: week.week,
                  label: `Semaine du ${formatDay(week.week)}`,
                  value: week.adults + week.children,
                }))}
              />
            </div>
            <div>
              <Title order={3} size="h5" mb={4}>
                Premières visites par mois
              </Title>
              <Bars
                caption="Premières visites par mois"
                column="Premières visites"
                points={data.firstTimeByMonth.map((month) => ({
                  key: month.month,
                  label: formatMonthLong(month.month),
                  value: month.firstTime,
                }))}
              />
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  )
}

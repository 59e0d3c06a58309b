// Loaded lazily: recharts is the dashboard's heaviest library and only this chart needs it.
import { BarChart } from '#src/components/ui/bar-chart.ts'
import type { AdminOverview } from '#common/schemas/admin-follow-up.ts'
import { formatMonthLong, formatMonthShort } from '../../shared/format.ts'

type Props = { months: AdminOverview['registrationsByMonth'] }

/** Registrations per month, oldest first; the same figures are given as a table to screen readers. */
export default function RegistrationsChart({ months }: Props) {
  const data = months.map(({ month, count }) => ({
    mois: formatMonthShort(month),
    moisLong: formatMonthLong(month),
    Inscriptions: count,
  }))
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={220}
          data={data}
          dataKey="mois"
          series={[{ name: 'Inscriptions', color: 'churchBlue.9' }]}
          tickLine="y"
          maxBarWidth={28}
          accessibilityLayer={false}
          yAxisProps={{ allowDecimals: false, width: 28 }}
          tooltipAnimationDuration={150}
        />
      </div>
      {/* Tables ignore a 1 px height: the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>Inscriptions par mois</caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col">Inscriptions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.moisLong}>
                <th scope="row">{row.moisLong}</th>
                <td>{row.Inscriptions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

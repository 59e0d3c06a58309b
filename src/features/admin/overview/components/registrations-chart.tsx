import type { AdminOverview } from '#common/schemas/admin-overview.ts'
import { formatMonthLong, formatMonthShort } from '../../kit/format.ts'
import classes from './registrations-chart.module.css'

type Props = { months: AdminOverview['registrationsByMonth'] }

/**
 * Registrations per month, oldest first: a bar per month, its count above it, drawn in HTML and
 * CSS (a charting library wrote SVG attributes its elements do not have: the Nu Html Checker's
 * errors). The same figures are given as a table to screen readers.
 */
export function RegistrationsChart({ months }: Props) {
  const highest = Math.max(1, ...months.map(({ count }) => count))
  return (
    <>
      <div className={classes.chart} aria-hidden="true">
        {months.map(({ month, count }) => (
          <div key={month} className={classes.column}>
            <span className={classes.count}>{count}</span>
            <span className={classes.track}>
              <span className={classes.bar} style={{ height: `${(count / highest) * 100}%` }} />
            </span>
            <span className={classes.month}>{formatMonthShort(month)}</span>
          </div>
        ))}
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
            {months.map(({ month, count }) => (
              <tr key={month}>
                <th scope="row">{formatMonthLong(month)}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

import '@mantine/core/styles/Title.css'
import { Title } from '@mantine/core'
import dashboard from './admin-dashboard.module.css'

/** Who changed what, and when (issue 6). */
export function AuditTab() {
  return (
    <Title order={2} className={dashboard.panelTitle}>
      Journal des modifications
    </Title>
  )
}

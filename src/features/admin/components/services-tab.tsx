import '@mantine/core/styles/Title.css'
import { Title } from '@mantine/core'
import dashboard from './admin-dashboard.module.css'

/** The weekly services shown on the home page: edit them (issue 6). */
export function ServicesTab() {
  return (
    <Title order={2} className={dashboard.panelTitle}>
      Cultes
    </Title>
  )
}

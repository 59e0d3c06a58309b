import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Tabs.css'

export { Tabs, type TabsTabProps } from '@mantine/core'

import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Table.css'

export { Table } from '@mantine/core'

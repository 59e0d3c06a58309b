import '@mantine/core/styles/Paper.css'

export { Paper } from '@mantine/core'

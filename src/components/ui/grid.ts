import '@mantine/core/styles/Grid.css'

export { Grid } from '@mantine/core'

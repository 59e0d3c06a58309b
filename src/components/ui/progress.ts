import '@mantine/core/styles/Progress.css'

export { Progress } from '@mantine/core'

import '@mantine/core/styles/Stack.css'

export { Stack } from '@mantine/core'

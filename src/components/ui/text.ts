import '@mantine/core/styles/Text.css'

export { Text } from '@mantine/core'

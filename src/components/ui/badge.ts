import '@mantine/core/styles/Badge.css'

export { Badge } from '@mantine/core'

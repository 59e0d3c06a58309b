import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Anchor.css'

export { Anchor } from '@mantine/core'

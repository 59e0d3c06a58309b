import '@mantine/core/styles/Container.css'

export { Container } from '@mantine/core'

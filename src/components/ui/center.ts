import '@mantine/core/styles/Center.css'

export { Center } from '@mantine/core'

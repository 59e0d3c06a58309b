import '@mantine/core/styles/Title.css'

export { Title } from '@mantine/core'

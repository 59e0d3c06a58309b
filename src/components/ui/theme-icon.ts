import '@mantine/core/styles/ThemeIcon.css'

export { ThemeIcon } from '@mantine/core'

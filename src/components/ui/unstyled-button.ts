import '@mantine/core/styles/UnstyledButton.css'

export { UnstyledButton } from '@mantine/core'

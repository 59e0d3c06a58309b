import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Button.css'

export { Button, type ButtonProps } from '@mantine/core'

import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Burger.css'

export { Burger } from '@mantine/core'

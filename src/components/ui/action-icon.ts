import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/ActionIcon.css'

export { ActionIcon } from '@mantine/core'

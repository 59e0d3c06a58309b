import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'

export { PasswordInput } from '@mantine/core'

import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Input.css'

export { Input, TextInput, Textarea } from '@mantine/core'

import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Alert.css'

export { Alert } from '@mantine/core'

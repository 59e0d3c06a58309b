import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/notifications/styles.css'

export { Notifications } from '@mantine/notifications'

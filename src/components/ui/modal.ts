import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'

export { Modal } from '@mantine/core'

import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Pagination.css'

export { Pagination } from '@mantine/core'

import '@mantine/core/styles/Group.css'

export { Group } from '@mantine/core'

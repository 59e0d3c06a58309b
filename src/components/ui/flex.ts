import '@mantine/core/styles/Flex.css'

export { Flex } from '@mantine/core'

import '@mantine/core/styles/SimpleGrid.css'

export { SimpleGrid } from '@mantine/core'

import '@mantine/core/styles/Skeleton.css'

export { Skeleton } from '@mantine/core'

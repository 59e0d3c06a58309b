import '@mantine/core/styles/Loader.css'

export { Loader } from '@mantine/core'

import '@mantine/core/styles/DataList.css'

export { DataList } from '@mantine/core'

import '@mantine/core/styles/Fieldset.css'

export { Fieldset } from '@mantine/core'

import '@mantine/core/styles/FloatingIndicator.css'
import '@mantine/core/styles/SegmentedControl.css'

export { SegmentedControl } from '@mantine/core'

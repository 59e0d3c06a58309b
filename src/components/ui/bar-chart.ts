import '@mantine/core/styles/ColorSwatch.css'
import '@mantine/charts/styles.css'

export { BarChart } from '@mantine/charts'

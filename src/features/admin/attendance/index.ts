// What other dashboard subjects show of attendance: the trends, on the overview.
export { AttendanceTrends } from './components/attendance-trends.tsx'

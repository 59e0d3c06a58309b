import { useQuery } from '@tanstack/react-query'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { attendanceQueries } from '../../attendance/api.ts'

/**
 * The ministries a « Responsable de ministère » records the attendance of: shown only for that
 * role, in the invitation and in « Changer le rôle ».
 */
export function MinistryChoice(props: { value: readonly number[]; onChange: (ids: number[]) => void; error?: string }) {
  const ministries = useQuery(attendanceQueries.ministries())
  return (
    <Checkbox.Group
      label="Ministères dont il ou elle fait l’appel"
      description="Ce compte ne voit que l’appel de ces ministères et la liste de leurs membres."
      required
      value={props.value.map(String)}
      onChange={(values) => props.onChange(values.map(Number))}
      error={props.error}
    >
      <Stack gap={6} mt="xs">
        {(ministries.data?.items ?? []).map((ministry) => (
          <Checkbox key={ministry.id} value={String(ministry.id)} label={ministry.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  )
}

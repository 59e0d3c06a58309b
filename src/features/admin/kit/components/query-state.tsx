import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Skeleton } from '#src/components/ui/skeleton.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { CHECK_CONNECTION, RETRY } from '#src/lib/messages.ts'

type QueryStateProps<T> = {
  query: UseQueryResult<T>
  /** What is shown, in French after "Impossible de charger": "les membres". */
  what: string
  /** Height of the placeholder, close to the content's, so the page does not jump. */
  skeletonHeight?: number
  children: (data: T) => ReactNode
}

/** A tab's content: a skeleton while loading, a French error with "Réessayer", then the data. */
export function QueryState<T>({ query, what, skeletonHeight = 240, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={`Impossible de charger ${what}`}
      >
        {CHECK_CONNECTION}
        <div>
          <Button
            mt="sm"
            size="sm"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {RETRY}
          </Button>
        </div>
      </Alert>
    )
  }
  return <Loading height={skeletonHeight} />
}

/** A placeholder about the size of what loads, so that the page does not jump when it comes. */
export function Loading({ height = 240 }: { height?: number }) {
  return (
    <Stack aria-busy="true" gap="sm">
      <span className="visually-hidden" role="status">
        Chargement en cours…
      </span>
      <Skeleton height={48} radius="md" aria-hidden="true" />
      <Skeleton height={height} radius="md" aria-hidden="true" />
    </Stack>
  )
}

import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'

// Long French labels: let them wrap inside the alert on a phone instead of overflowing it.
const wrapping = { root: { height: 'auto', minHeight: 30, paddingBlock: 6 }, label: { whiteSpace: 'normal' as const } }
import { notifications } from '@mantine/notifications'
import { IconCopy } from '@tabler/icons-react'
import type { AdminMember } from '#common/schemas/admin-follow-up.ts'
import { reportChangeError } from '../../kit/save-errors.ts'
import { useDismissDuplicate, useMergeMember } from '../api.ts'

/** A registration that looks like an earlier one: merge it into that one, or say it is someone else. */
export function DuplicateActions({ member, onDone }: { member: AdminMember; onDone: () => void }) {
  const merge = useMergeMember()
  const dismiss = useDismissDuplicate()
  const busy = merge.isPending || dismiss.isPending
  const earlier = member.duplicateOf.map((id) => `n° ${id}`).join(', ')
  return (
    <Alert color="orange" variant="light" icon={<IconCopy aria-hidden="true" />} title="Doublon possible" mb="md">
      Même e-mail ou même téléphone que l’inscription {earlier}. Fusionner complète l’inscription la plus ancienne avec
      ce qui lui manque et archive celle-ci.
      <Group gap="xs" mt="sm">
        {member.duplicateOf.map((intoId) => (
          <Button
            key={intoId}
            size="xs"
            styles={wrapping}
            // A darker orange than Mantine's filled shade: white text on it reads at 6.4:1 (AA).
            color="#a63d0b"
            loading={merge.isPending && merge.variables?.intoId === intoId}
            disabled={busy}
            onClick={() =>
              merge.mutate(
                { id: member.id, intoId },
                {
                  onSuccess: () => {
                    notifications.show({
                      color: 'teal',
                      message: `Inscription fusionnée avec l’inscription n° ${intoId}.`,
                    })
                    onDone()
                  },
                  onError: reportChangeError('Fusion impossible'),
                },
              )
            }
          >
            Fusionner avec l'inscription n° {intoId}
          </Button>
        ))}
        <Button
          size="xs"
          styles={wrapping}
          variant="default"
          loading={dismiss.isPending}
          disabled={busy}
          onClick={() =>
            dismiss.mutate(member.id, {
              onSuccess: () => notifications.show({ color: 'teal', message: 'C’est noté : ce n’est pas un doublon.' }),
              onError: reportChangeError('Action impossible'),
            })
          }
        >
          Ce n'est pas un doublon
        </Button>
      </Group>
    </Alert>
  )
}

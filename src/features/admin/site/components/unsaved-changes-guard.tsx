import { useBlocker } from '@tanstack/react-router'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Text } from '#src/components/ui/text.ts'

/**
 * While `dirty`, leaving asks first: another tab or form of the dashboard through the router, and
 * closing or reloading the page through the browser's own warning (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true })
  const open = blocker.status === 'blocked'
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title="Modifications non enregistrées" centered>
      <Text size="sm">Vos modifications de ce formulaire ne sont pas enregistrées. Quitter quand même ?</Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Rester sur le formulaire
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Quitter sans enregistrer
        </Button>
      </Group>
    </Modal>
  )
}

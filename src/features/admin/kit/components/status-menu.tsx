import { Button } from '#src/components/ui/button.ts'
import { Menu } from '#src/components/ui/menu.ts'
import { IconChevronDown } from '@tabler/icons-react'

type StatusMenuProps<S extends string> = {
  current: S
  transitions: Record<S, readonly S[]>
  labels: Record<S, string>
  /** Whose status it is, for the button's accessible name. */
  whose: string
  onChange: (status: S) => void
  disabled?: boolean
}

/** Offers only the moves the workflow allows from the current status. */
export function StatusMenu<S extends string>({
  current,
  transitions,
  labels,
  whose,
  onChange,
  disabled,
}: StatusMenuProps<S>) {
  const next = transitions[current]
  if (next.length === 0) return null
  return (
    // hideDetached off: jsdom reports every box as 0 × 0, which would hide the menu in tests.
    <Menu position="bottom-end" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`Changer le statut de ${whose}`}
        >
          Changer le statut
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Nouveau statut</Menu.Label>
        {next.map((status) => (
          <Menu.Item key={status} onClick={() => onChange(status)}>
            {labels[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

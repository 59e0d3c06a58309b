import { useState, type FormEvent } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { notifications } from '@mantine/notifications'
import { IconUserCheck } from '@tabler/icons-react'
import { adminIdentitySchema } from '#common/schemas/admin-follow-up.ts'
import { useSaveIdentity } from '../session.ts'

const SUGGESTIONS = ['Pasteur', 'Secrétaire']
const SUGGESTIONS_ID = 'identite-suggestions'

/** "Vous êtes :" — the name written in the follow-up trail of each status change. */
export function IdentityControl({ name }: { name: string | null }) {
  const [value, setValue] = useState(name ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useSaveIdentity()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = adminIdentitySchema.safeParse({ name: value })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Nom invalide.')
    setError(null)
    save.mutate(parsed.data, {
      onSuccess: (session) =>
        notifications.show({
          color: 'teal',
          message: `Les changements de statut seront signés « ${session.name ?? parsed.data.name} ».`,
        }),
      onError: (failure) => setError(failure.message || 'Enregistrement impossible. Veuillez réessayer.'),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'flex', alignItems: 'flex-start', gap: 8, minWidth: 0 }}>
      {/* The browser's own suggestions (a datalist): Mantine's Autocomplete writes a `value`
          attribute on its options' <div>, which HTML does not allow. */}
      <TextInput
        label="Vous êtes :"
        placeholder="Pasteur, Secrétaire…"
        list={SUGGESTIONS_ID}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        error={error}
        maxLength={60}
        w={190}
        styles={{ label: { color: 'var(--mantine-color-gold-2)' }, error: { color: 'var(--mantine-color-red-2)' } }}
      />
      <datalist id={SUGGESTIONS_ID}>
        {SUGGESTIONS.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <Button
        type="submit"
        variant="light"
        color="gold"
        mt={25}
        loading={save.isPending}
        leftSection={<IconUserCheck size={16} aria-hidden="true" />}
        aria-label="Enregistrer mon nom"
      >
        Enregistrer
      </Button>
    </form>
  )
}

import { lazy, Suspense, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { notifications } from '@mantine/notifications'
import { IconCopy } from '@tabler/icons-react'
import { reportActionError } from '../../kit/save-errors.ts'
import { whatsappNumbers, type PeopleFilters } from '../api.ts'
import { dialNumber } from '../format.ts'

// Shown only when the browser refuses the clipboard: its modal loads then.
const NumbersByHandModal = lazy(() =>
  import('./numbers-by-hand-modal.tsx').then((m) => ({ default: m.NumbersByHandModal })),
)

const plural = (n: number) => (n > 1 ? `${n} numéros copiés` : `${n} numéro copié`)

/**
 * « Copier les numéros »: the phones of the filtered list, one a line, for a WhatsApp broadcast
 * list; only those who agreed to be contacted on WhatsApp (the server filters on that consent).
 * When the browser refuses the clipboard, the numbers are shown to copy by hand.
 */
export function CopyNumbersButton({ filters }: { filters: PeopleFilters }) {
  const [pending, setPending] = useState(false)
  const [byHand, setByHand] = useState<string | null>(null)
  // Kept once shown, for the modal's closing transition.
  const [shownByHand, setShownByHand] = useState(false)
  if (byHand !== null && !shownByHand) setShownByHand(true)

  const copy = async () => {
    setPending(true)
    try {
      const numbers = [...new Set((await whatsappNumbers(filters)).map(dialNumber))]
      if (numbers.length === 0) {
        notifications.show({
          color: 'yellow',
          title: 'Aucun numéro copié',
          message: 'Personne dans cette liste n’a accepté d’être contacté(e) par WhatsApp.',
        })
        return
      }
      const text = numbers.join('\n')
      try {
        await navigator.clipboard.writeText(text)
        notifications.show({
          color: 'teal',
          title: plural(numbers.length),
          message: 'Seulement les personnes qui acceptent WhatsApp. Collez-les dans une liste de diffusion.',
        })
      } catch {
        setByHand(text)
      }
    } catch (error) {
      reportActionError(error, 'Numéros non copiés')
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden="true" />}
        loading={pending}
        onClick={() => void copy()}
      >
        Copier les numéros
      </Button>
      {byHand !== null || shownByHand ? (
        <Suspense fallback={null}>
          <NumbersByHandModal numbers={byHand} onClose={() => setByHand(null)} />
        </Suspense>
      ) : null}
    </>
  )
}

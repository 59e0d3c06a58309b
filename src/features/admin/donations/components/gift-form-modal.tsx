import { churchDate } from '#common/church-time.ts'
import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { schemaResolver, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import {
  GIFT_CURRENCIES,
  GIFT_CURRENCY_LABELS,
  GIFT_METHODS,
  GIFT_METHOD_LABELS,
  GIFT_TEXT_LIMITS,
  centsToDecimal,
  formatMoney,
  giftInputSchema,
  type Gift,
  type NewGift,
} from '#common/schemas/gift.ts'
import { useSaveGift } from '../api.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

type GiftValues = WithEmptyChoice<
  {
    date: string
    amount: string
    currency: NewGift['currency']
    method: NewGift['method']
    donor: string
    note: string
  },
  'currency' | 'method'
>
const FIELDS = ['date', 'amount', 'currency', 'method', 'donor', 'note'] as const

const CURRENCY_OPTIONS = GIFT_CURRENCIES.map((value) => ({ value, label: GIFT_CURRENCY_LABELS[value] }))
const METHOD_OPTIONS = [
  { value: '', label: '— Choisir —' },
  ...GIFT_METHODS.map((value) => ({ value, label: GIFT_METHOD_LABELS[value] })),
]

/** The church's date today (Santiago), YYYY-MM-DD: the default, and the latest date allowed. */
export const churchToday = () => churchDate(new Date())

const valuesOf = (gift: Gift | null): GiftValues =>
  gift
    ? {
        date: gift.date,
        amount: centsToDecimal(gift.amountCents).replace('.', ','),
        currency: gift.currency,
        method: gift.method,
        donor: gift.donor,
        note: gift.note,
      }
    : { date: churchToday(), amount: '', currency: 'DOP', method: '', donor: '', note: '' }

type GiftFormModalProps = {
  /** 'new' to record one, a gift to correct it, null when closed. */
  gift: Gift | 'new' | null
  onClose: () => void
}

/** Record or correct a gift, in a modal (focus kept inside, Escape closes). */
export function GiftFormModal({ gift, onClose }: GiftFormModalProps) {
  // Keeps the form on screen while the modal fades out.
  const [shown, setShown] = useState(gift)
  if (gift && gift !== shown) setShown(gift)
  const editing = shown !== null && shown !== 'new' ? shown : null
  return (
    <Modal
      opened={gift !== null}
      onClose={onClose}
      title={editing ? 'Modifier le don' : 'Ajouter un don'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {/* A fresh form each time: no leftover values or errors from the previous gift. */}
      {shown ? <GiftForm key={editing?.id ?? 'new'} gift={editing} onDone={onClose} /> : null}
    </Modal>
  )
}

function GiftForm({ gift, onDone }: { gift: Gift | null; onDone: () => void }) {
  const save = useSaveGift()
  const form = useForm<GiftValues, unknown, NewGift>({
    resolver: schemaResolver(giftInputSchema),
    defaultValues: valuesOf(gift),
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: gift?.id ?? null, gift: input },
      {
        onSuccess: (saved) => {
          const amount = formatMoney(saved.amountCents, saved.currency)
          notifications.show({
            color: 'teal',
            message: gift ? `Don de ${amount} modifié.` : `Don de ${amount} enregistré.`,
          })
          form.reset(valuesOf(null))
          onDone()
        },
        onError: (error) =>
          reportSaveError(error, form.setError, FIELDS, gift ? 'Modification non enregistrée' : 'Don non enregistré'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Montant"
            required
            inputMode="decimal"
            autoComplete="off"
            description="Ex. : 1500 ou 1500,50"
            data-autofocus
            {...register('amount')}
            error={errors.amount?.message}
          />
          {/* A currency is always chosen (no empty first option): the asterisk only, since HTML
              asks a `required` select to start with an empty choice. */}
          <NativeSelect
            label="Devise"
            withAsterisk
            data={CURRENCY_OPTIONS}
            {...register('currency')}
            error={errors.currency?.message}
          />
          <TextInput
            label="Date de réception"
            type="date"
            required
            max={churchToday()}
            {...register('date')}
            error={errors.date?.message}
          />
          <NativeSelect
            label="Moyen de paiement"
            required
            data={METHOD_OPTIONS}
            {...register('method')}
            error={errors.method?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Donateur"
          description="Facultatif : laissez vide pour un don anonyme"
          maxLength={GIFT_TEXT_LIMITS.donor}
          autoComplete="off"
          {...register('donor')}
          error={errors.donor?.message}
        />
        <Textarea
          label="Note"
          description="Facultatif : offrande, dîme, projet…"
          rows={3}
          maxLength={GIFT_TEXT_LIMITS.note}
          {...register('note')}
          error={errors.note?.message}
        />
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            {gift ? 'Enregistrer' : 'Ajouter le don'}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}

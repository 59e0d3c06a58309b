import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Fieldset } from '#src/components/ui/fieldset.ts'
import { Group } from '#src/components/ui/group.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Textarea, TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { IconExternalLink } from '@tabler/icons-react'
import { donateUrlFor } from '#common/seed/built-in-donation.ts'
import {
  PAYPAL_CURRENCIES,
  PAYPAL_CURRENCY_LABELS,
  TRANSFER_CURRENCIES,
  TRANSFER_CURRENCY_LABELS,
  donationSettingsSchema,
  withOtherGiving,
  type AdminDonationSettings,
  type DonationSettings,
} from '#common/schemas/donation-settings.ts'
import { useSaveDonationSettings } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { reportSaveError } from '../../kit/save-errors.ts'

const FIELDS = [
  'paypalEmail',
  'currency',
  'transfer.bank',
  'transfer.holder',
  'transfer.accountNumber',
  'transfer.rnc',
  'transfer.currency',
  'mobilePayment',
  'offering',
] as const
const CURRENCY_OPTIONS = PAYPAL_CURRENCIES.map((value) => ({ value, label: PAYPAL_CURRENCY_LABELS[value] }))
const TRANSFER_CURRENCY_OPTIONS = TRANSFER_CURRENCIES.map((value) => ({
  value,
  label: TRANSFER_CURRENCY_LABELS[value],
}))

/** Everything the form holds, every way filled in (empty where the church gives none). */
const valuesOf = (settings: DonationSettings): Required<DonationSettings> => {
  const { paypalEmail, currency, transfer, mobilePayment, offering } = withOtherGiving(settings)
  return { paypalEmail, currency, transfer, mobilePayment, offering }
}

/**
 * The ways to give: the PayPal account and currency of the site's "Faire un don" button, and the
 * bank transfer, mobile payment and offering the « Donner » section shows once filled in.
 */
export function DonationSettingsForm({ settings }: { settings: AdminDonationSettings }) {
  const save = useSaveDonationSettings()
  const form = useForm<Required<DonationSettings>, unknown, DonationSettings>({
    resolver: zodResolver(donationSettingsSchema) as never,
    defaultValues: valuesOf(settings),
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved))
        notifications.show({ color: 'teal', message: 'Le bouton « Faire un don » du site mène désormais à ce compte.' })
      },
      onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Paramètres non enregistrés'),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="donation-settings-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Compte PayPal (e-mail)"
            required
            type="email"
            inputMode="email"
            autoComplete="off"
            {...register('paypalEmail')}
            error={errors.paypalEmail?.message}
          />
          {/* A currency is always chosen (no empty first option): the asterisk only, since HTML
              asks a `required` select to start with an empty choice. */}
          <NativeSelect
            label="Devise des dons PayPal"
            withAsterisk
            data={CURRENCY_OPTIONS}
            {...register('currency')}
            error={errors.currency?.message}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Don récurrent proposé : le donateur peut choisir un don mensuel. Le peso dominicain n’est pas accepté par
          PayPal : les dons en pesos se reçoivent en espèces ou par virement, et s’inscrivent dans le registre
          ci-dessous.
        </Text>
        <Fieldset legend="Virement bancaire (rubrique « Donner » du site)" variant="filled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Laissez vide pour ne pas proposer le virement. Affiché dès que la banque et le numéro de compte sont
              indiqués.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput
                label="Banque"
                autoComplete="off"
                {...register('transfer.bank')}
                error={errors.transfer?.bank?.message}
              />
              <TextInput
                label="Titulaire du compte"
                autoComplete="off"
                {...register('transfer.holder')}
                error={errors.transfer?.holder?.message}
              />
              <TextInput
                label="Numéro de compte"
                autoComplete="off"
                inputMode="numeric"
                {...register('transfer.accountNumber')}
                error={errors.transfer?.accountNumber?.message}
              />
              <TextInput
                label="RNC"
                description="9 chiffres, avec ou sans tirets"
                autoComplete="off"
                inputMode="numeric"
                {...register('transfer.rnc')}
                error={errors.transfer?.rnc?.message}
              />
              <NativeSelect
                label="Devise du compte"
                data={TRANSFER_CURRENCY_OPTIONS}
                {...register('transfer.currency')}
                error={errors.transfer?.currency?.message}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <TextInput
          label="Paiement mobile"
          description="Ex. : Tpago au 809-555-0100. Laissez vide s’il n’y en a pas."
          autoComplete="off"
          {...register('mobilePayment')}
          error={errors.mobilePayment?.message}
        />
        <Textarea
          label="Offrande pendant le culte"
          description="Comment se fait l’offrande au culte (espèces en pesos ou en dollars, enveloppes…). Laissez vide pour ne pas l’afficher."
          rows={3}
          {...register('offering')}
          error={errors.offering?.message}
        />
        {settings.updatedAt ? (
          <Text size="sm" c="dimmed">
            Modifié le {formatDateTime(settings.updatedAt)} par {settings.updatedBy ?? 'Administrateur'}.
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Anchor
            href={donateUrlFor(settings)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            Ouvrir la page de don<span className="visually-hidden"> (nouvel onglet)</span>
            <IconExternalLink size={14} aria-hidden="true" />
          </Anchor>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import { IconExternalLink } from '@tabler/icons-react'
import { donateUrlFor } from '#common/seed/built-in-donation.ts'
import {
  PAYPAL_CURRENCIES,
  PAYPAL_CURRENCY_LABELS,
  donationSettingsSchema,
  type AdminDonationSettings,
  type DonationSettings,
} from '#common/schemas/donation-settings.ts'
import { useSaveDonationSettings } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { reportSaveError } from '../../kit/save-errors.ts'

const FIELDS = ['paypalEmail', 'currency'] as const
const CURRENCY_OPTIONS = PAYPAL_CURRENCIES.map((value) => ({ value, label: PAYPAL_CURRENCY_LABELS[value] }))

/** The PayPal account and currency of the site's "Faire un don" button. */
export function DonationSettingsForm({ settings }: { settings: AdminDonationSettings }) {
  const save = useSaveDonationSettings()
  const form = useForm<DonationSettings>({
    resolver: zodResolver(donationSettingsSchema),
    defaultValues: { paypalEmail: settings.paypalEmail, currency: settings.currency },
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ paypalEmail: saved.paypalEmail, currency: saved.currency })
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

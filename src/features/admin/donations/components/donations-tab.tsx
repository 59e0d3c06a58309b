import type { ReactNode } from 'react'
import { Paper } from '#src/components/ui/paper.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { mayChangeDonationSettings } from '#common/admin-dashboard-pages.ts'
import { donationAdminQueries } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { useStaffRole } from '../../kit/session.ts'
import { DonationSettingsForm } from './donation-settings-form.tsx'
import { GiftList } from './gift-list.tsx'
import { GiftTotals, byMonth } from './gift-totals.tsx'
import dashboard from '../../kit/components/admin-dashboard.module.css'

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb={intro ? 4 : 'sm'}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </section>
  )
}

/**
 * Gifts: the PayPal link of the site (administrators), the register of gifts received and the
 * monthly totals per currency (the office: the secretary records the Sunday offering).
 */
export function DonationsTab() {
  const role = useStaffRole()
  const settingsAllowed = role !== null && mayChangeDonationSettings(role)
  const totals = useQuery(donationAdminQueries.giftTotals())
  const months = byMonth(totals.data ?? []).map(([month]) => month)
  return (
    <Stack gap="xl">
      <Title order={2} className={dashboard.panelTitle}>
        Dons
      </Title>
      {settingsAllowed ? <PaypalSettings /> : null}
      <Section
        id="gift-totals-title"
        title="Totaux mensuels"
        intro="Chaque devise a son propre total : pesos et dollars ne sont jamais additionnés."
      >
        <QueryState query={totals} what="les totaux" skeletonHeight={120}>
          {(data) => <GiftTotals totals={data} />}
        </QueryState>
      </Section>
      <Section
        id="gifts-title"
        title="Registre des dons"
        intro="Dons reçus en espèces, par virement ou par PayPal, enregistrés à la main."
      >
        <GiftList months={months} />
      </Section>
      {settingsAllowed ? null : (
        <Text size="sm" c="dimmed">
          Le compte PayPal du bouton « Faire un don » du site est réglé par un administrateur.
        </Text>
      )}
    </Stack>
  )
}

/** The PayPal account and currency of the site's « Faire un don » button: administrators only. */
function PaypalSettings() {
  const settings = useQuery(donationAdminQueries.settings())
  return (
    <Section
      id="donation-settings-title"
      title="Lien de don PayPal"
      intro="Le bouton « Faire un don » du site ouvre la page de don PayPal de l’église dans un nouvel onglet."
    >
      <Paper withBorder radius="md" maw={760} className={dashboard.padMdLg}>
        <QueryState query={settings} what="les paramètres PayPal" skeletonHeight={120}>
          {(data) => <DonationSettingsForm key={data.updatedAt ?? 'default'} settings={data} />}
        </QueryState>
      </Paper>
    </Section>
  )
}

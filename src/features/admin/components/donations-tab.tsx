import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/DataList.css'
import '@mantine/core/styles/Button.css'
import { Button, DataList, Paper, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconExternalLink } from '@tabler/icons-react'
import { church, donationUrl } from '../../../content/church.ts'
import dashboard from './admin-dashboard.module.css'

/** How gifts are received (spec §7): PayPal, in USD, with the recurring option. Read-only. */
export function DonationsTab() {
  const wide = useMediaQuery('(min-width: 36em)')
  return (
    <Stack gap="md">
      <Title order={2} className={dashboard.panelTitle}>
        Dons
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
        <Text mb="md">
          Le bouton « Faire un don » du site ouvre la page de don PayPal de l’église dans un nouvel onglet.
        </Text>
        <DataList withDivider labelWidth="12rem" orientation={wide ? 'horizontal' : 'vertical'}>
          <DataList.Item>
            <DataList.ItemLabel>Compte PayPal (e-mail)</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{church.donation.paypalEmail}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Devise</DataList.ItemLabel>
            <DataList.ItemValue>{church.donation.currency} (dollar américain)</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Don récurrent</DataList.ItemLabel>
            <DataList.ItemValue>Proposé : le donateur peut choisir un don mensuel</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Button
          component="a"
          href={donationUrl}
          target="_blank"
          rel="noopener noreferrer"
          mt="lg"
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          Ouvrir la page de don<span className="visually-hidden"> (nouvel onglet)</span>
        </Button>
      </Paper>
    </Stack>
  )
}

// One element per component the wrappers export, for their test (wrappers.test.tsx): each shown
// in a state that draws the parts built on other components (a loading Button draws a Loader, an
// open Modal its Overlay, Paper and CloseButton…), so that their classes are on the page.
import type { ReactElement } from 'react'
import { ActionIcon } from './action-icon.ts'
import { Alert } from './alert.ts'
import { Anchor } from './anchor.ts'
import { Badge } from './badge.ts'
import { Button } from './button.ts'
import { Center } from './center.ts'
import { Checkbox } from './checkbox.ts'
import { Container } from './container.ts'
import { DataList } from './data-list.ts'
import { Fieldset } from './fieldset.ts'
import { Group } from './group.ts'
import { Input, TextInput, Textarea } from './input.ts'
import { Loader } from './loader.ts'
import { Menu } from './menu.ts'
import { Modal } from './modal.ts'
import { NativeSelect } from './native-select.ts'
import { Notifications } from './notifications.ts'
import { Pagination } from './pagination.ts'
import { Paper } from './paper.ts'
import { PasswordInput } from './password-input.ts'
import { Progress } from './progress.ts'
import { Radio } from './radio.ts'
import { SegmentedControl } from './segmented-control.ts'
import { Skeleton } from './skeleton.ts'
import { Stack } from './stack.ts'
import { Table } from './table.ts'
import { Tabs } from './tabs.ts'
import { Text } from './text.ts'
import { Title } from './title.ts'
import { UnstyledButton } from './unstyled-button.ts'

const noop = () => {}

export const samples: Record<string, ReactElement> = {
  ActionIcon: <ActionIcon aria-label="Supprimer" loading />,
  Alert: <Alert title="Attention" withCloseButton closeButtonLabel="Fermer" />,
  Anchor: <Anchor href="/">Accueil</Anchor>,
  Badge: <Badge>Nouveau</Badge>,
  Button: <Button loading>Envoyer</Button>,
  Center: <Center>Centré</Center>,
  Checkbox: <Checkbox label="J'accepte" error="Obligatoire" />,
  Container: <Container>Contenu</Container>,
  DataList: (
    <DataList>
      <DataList.Item>
        <DataList.ItemLabel>Nom</DataList.ItemLabel>
        <DataList.ItemValue>Marie</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  ),
  Fieldset: <Fieldset legend="Coordonnées">Champs</Fieldset>,
  Group: <Group>Groupe</Group>,
  Input: <Input aria-label="Recherche" rightSection={<Input.ClearButton aria-label="Effacer" />} />,
  TextInput: <TextInput label="Nom" description="Votre nom" error="Obligatoire" withAsterisk />,
  Textarea: <Textarea label="Message" error="Obligatoire" />,
  Loader: <Loader />,
  Menu: (
    <Menu opened>
      <Menu.Target>
        <button type="button">Statut</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Statut</Menu.Label>
        <Menu.Item>Traité</Menu.Item>
        <Menu.Divider />
      </Menu.Dropdown>
    </Menu>
  ),
  Modal: (
    <Modal opened onClose={noop} title="Détails" closeButtonProps={{ 'aria-label': 'Fermer' }}>
      Contenu
    </Modal>
  ),
  NativeSelect: <NativeSelect label="Mois" data={['janvier', 'février']} error="Obligatoire" />,
  Notifications: <Notifications />,
  Pagination: <Pagination total={5} withEdges />,
  Paper: <Paper withBorder>Carte</Paper>,
  PasswordInput: <PasswordInput label="Mot de passe" />,
  Progress: <Progress value={40} aria-label="Envoi" />,
  Radio: (
    <Radio.Group label="Jour" error="Obligatoire">
      <Radio value="dimanche" label="Dimanche" />
    </Radio.Group>
  ),
  SegmentedControl: <SegmentedControl data={['Tous', 'Non lus']} />,
  Skeleton: <Skeleton h={20} />,
  Stack: <Stack>Pile</Stack>,
  Table: (
    <Table.ScrollContainer minWidth={400} type="scrollarea">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nom</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Marie</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  ),
  Tabs: (
    <Tabs defaultValue="membres">
      <Tabs.List aria-label="Rubriques">
        <Tabs.Tab value="membres">Membres</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="membres">Liste</Tabs.Panel>
    </Tabs>
  ),
  Text: <Text>Texte</Text>,
  Title: <Title>Titre</Title>,
  UnstyledButton: <UnstyledButton>Ouvrir</UnstyledButton>,
}

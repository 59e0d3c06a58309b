import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Title } from '#src/components/ui/title.ts'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { notifications } from '@mantine/notifications'
import {
  IconAlertTriangle,
  IconArrowMerge,
  IconBrandWhatsapp,
  IconCopy,
  IconDownload,
  IconLink,
  IconTrash,
} from '@tabler/icons-react'
import type { Person } from '#common/schemas/people.ts'
import { formatDateTime } from '../../kit/format.ts'
import { useStaffRole } from '../../kit/session.ts'
import { failureMessage } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'
import { peopleQueries, personExportHref, personKey, useErasePerson, useMergePerson, useUpdateLink } from '../api.ts'
import { personName } from '../format.ts'
import { whatsappMessageLink } from '../whatsapp.ts'
import classes from './people.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

type Dialog = 'link' | 'merge' | 'erase' | null

/** « Données et droits »: the person's file, the self-update link, merging a duplicate, the erasure. */
export function PersonRights({ person }: { person: Person }) {
  const [dialog, setDialog] = useState<Dialog>(null)
  const role = useStaffRole()
  const close = () => setDialog(null)
  return (
    <section aria-labelledby="fiche-droits" className={`${classes.card} ${dashboard.padSmMd}`}>
      <Title order={3} size="h4" id="fiche-droits" mb="sm">
        Données et droits
      </Title>
      <Group gap="xs">
        <Button
          component="a"
          href={personExportHref(person.id)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Exporter ses données
        </Button>
        <Button
          variant="default"
          leftSection={<IconLink size={16} aria-hidden="true" />}
          onClick={() => setDialog('link')}
        >
          Envoyer un lien de mise à jour
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowMerge size={16} aria-hidden="true" />}
          onClick={() => setDialog('merge')}
        >
          Fusionner avec…
        </Button>
        {/* The server lets administrators alone erase someone (the person's right, used once). */}
        {role === 'administrateur' ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDialog('erase')}
          >
            Effacer cette personne
          </Button>
        ) : null}
      </Group>
      {role === 'administrateur' ? null : (
        <Text size="sm" c="dimmed" mt="xs">
          Si la personne demande l’effacement de ses données, un administrateur s’en charge.
        </Text>
      )}
      <Modal
        opened={dialog === 'link'}
        onClose={close}
        title="Lien de mise à jour"
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        {dialog === 'link' ? <UpdateLink person={person} /> : null}
      </Modal>
      <Modal
        opened={dialog === 'merge'}
        onClose={close}
        title={`Fusionner une autre fiche avec ${personName(person)}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        {dialog === 'merge' ? <MergeForm person={person} onDone={close} /> : null}
      </Modal>
      <Modal
        opened={dialog === 'erase'}
        onClose={close}
        title={`Effacer ${personName(person)} ?`}
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        {dialog === 'erase' ? <EraseForm person={person} onCancel={close} /> : null}
      </Modal>
    </section>
  )
}

/** A new single-use link at each opening (the server keeps only its hash): to copy or send by WhatsApp. */
function UpdateLink({ person }: { person: Person }) {
  const create = useUpdateLink()
  const [copied, setCopied] = useState<boolean | null>(null)
  const link = create.data
  if (!link) {
    return (
      <Stack gap="md">
        <Text size="sm">
          {personName(person)} pourra vérifier et corriger ses coordonnées et ses accords de contact, sans compte. Le
          lien ne sert qu’une fois et reste valable 7 jours.
        </Text>
        {create.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {failureMessage(create.error)}
          </Alert>
        ) : null}
        <ModalFooter>
          <Button loading={create.isPending} onClick={() => create.mutate(person.id)}>
            Créer le lien
          </Button>
        </ModalFooter>
      </Stack>
    )
  }
  const message = `Bonjour ${person.firstName}, voici le lien pour vérifier vos coordonnées auprès de l’église : ${link.url}`
  const share = whatsappMessageLink(person.phone, message)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <Stack gap="sm" role="status">
      <Text size="sm">
        Lien valable jusqu’au {formatDateTime(link.expiresAt)}, pour une seule utilisation. Transmettez-le en privé.
      </Text>
      <TextInput
        label="Lien à transmettre"
        value={link.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs">
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={() => void copy()}>
          Copier le lien
        </Button>
        {share ? (
          <Button
            component="a"
            href={share}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="teal"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
          >
            Envoyer par WhatsApp
          </Button>
        ) : null}
      </Group>
      {copied === true ? <Text size="sm">Lien copié.</Text> : null}
      {copied === false ? <Text size="sm">Copie impossible : sélectionnez le lien et copiez-le.</Text> : null}
    </Stack>
  )
}

/** Another record of the same person, found by search, merged into this one. */
function MergeForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const [text, setText] = useState('')
  const [q] = useDebouncedValue(text.trim(), 300)
  const [chosen, setChosen] = useState('')
  const merge = useMergePerson()
  const found = useQuery({
    ...peopleQueries.list({ q, status: undefined, page: 1, pageSize: 10 }),
    enabled: q.length >= 2,
  })
  const others = (found.data?.items ?? []).filter((other) => other.id !== person.id)
  const other = others.find((candidate) => String(candidate.id) === chosen)

  return (
    <Stack gap="md">
      <Text size="sm">
        La fiche choisie rejoint celle de {personName(person)} : ses inscriptions, messages, dons et son historique sont
        gardés ici. La fusion peut être annulée aujourd’hui, depuis l’historique.
      </Text>
      <TextInput
        label="Rechercher l’autre fiche"
        type="search"
        placeholder="Nom, téléphone ou e-mail"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setChosen('')
        }}
      />
      {others.length > 0 ? (
        <Radio.Group label="Fiches trouvées" value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt={6}>
            {others.map((candidate) => (
              <Radio
                key={candidate.id}
                value={String(candidate.id)}
                label={[personName(candidate), candidate.phone, candidate.email].filter(Boolean).join(' — ')}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : q.length >= 2 && !found.isFetching ? (
        <Text size="sm" c="dimmed">
          Aucune autre fiche ne correspond.
        </Text>
      ) : null}
      {merge.isError ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {failureMessage(merge.error)}
        </Alert>
      ) : null}
      <ModalFooter>
        <Button variant="default" onClick={onDone} disabled={merge.isPending}>
          Annuler
        </Button>
        <Button
          disabled={!other}
          loading={merge.isPending}
          onClick={() =>
            other &&
            merge.mutate(
              { id: person.id, otherId: other.id },
              {
                onSuccess: () => {
                  notifications.show({
                    color: 'teal',
                    message: `${personName(other)} a été fusionné(e) avec ${personName(person)}.`,
                  })
                  onDone()
                },
              },
            )
          }
        >
          {other ? `Fusionner ${personName(other)} ici` : 'Fusionner'}
        </Button>
      </ModalFooter>
    </Stack>
  )
}

/** The erasure, irreversible: confirmed by typing the person's name. */
function EraseForm({ person, onCancel }: { person: Person; onCancel: () => void }) {
  const name = personName(person)
  const [typed, setTyped] = useState('')
  const erase = useErasePerson()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const matches = typed.trim().toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr')
  return (
    <Stack gap="md">
      <Text size="sm">
        La fiche de {name} et tout ce qui s’y rattache (inscriptions, messages, demandes, abonnement, notes, historique,
        e-mails) sont effacés définitivement. Les dons gardent leur montant et leur date, sans la personne. Le journal
        garde seulement qu’un effacement a eu lieu, par qui et quand.
      </Text>
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        C’est irréversible. Exportez d’abord ses données si la personne les demande.
      </Alert>
      <TextInput
        label={`Pour confirmer, tapez « ${name} »`}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
      {erase.isError ? (
        <Alert role="alert" color="red" variant="light">
          {failureMessage(erase.error)}
        </Alert>
      ) : null}
      <ModalFooter>
        <Button variant="default" onClick={onCancel} disabled={erase.isPending}>
          Annuler
        </Button>
        <Button
          color="red"
          disabled={!matches}
          loading={erase.isPending}
          onClick={() =>
            erase.mutate(person.id, {
              onSuccess: async () => {
                notifications.show({ color: 'teal', message: `${name} a été effacé(e).` })
                await navigate({ to: '/admin-dashboard/membres', search: { statut: 'tous' } })
                queryClient.removeQueries({ queryKey: personKey(person.id) })
              },
            })
          }
        >
          Effacer définitivement
        </Button>
      </ModalFooter>
    </Stack>
  )
}

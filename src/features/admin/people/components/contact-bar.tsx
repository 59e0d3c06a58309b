import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Menu } from '#src/components/ui/menu.ts'
import { useQuery } from '@tanstack/react-query'
import { IconBrandWhatsapp, IconChevronDown, IconMail, IconNotes, IconPhone } from '@tabler/icons-react'
import { renderTemplate } from '#common/people-rules.ts'
import type { Person } from '#common/schemas/people.ts'
import { telLink, whatsappLink } from '../../kit/phone-links.ts'
import { reportActionError } from '../../kit/save-errors.ts'
import { peopleQueries, useRecordContact } from '../api.ts'
import { personName } from '../format.ts'
import { whatsappMessageLink } from '../whatsapp.ts'
import { EmailModal } from './email-modal.tsx'
import { RecordContactModal } from './record-contact-modal.tsx'
import classes from './people.module.css'

/**
 * The ways to reach the person, on top of their page: call (`tel:`), WhatsApp with one of the
 * church's templates in their language (recorded in the timeline as it opens), an e-mail written
 * here, and « J'ai appelé / écrit » to record how a call or message went.
 */
export function ContactBar({ person }: { person: Person }) {
  const name = personName(person)
  const [recording, setRecording] = useState(false)
  const [writing, setWriting] = useState(false)
  const tel = telLink(person.phone)
  return (
    <div className={classes.contactBar}>
      {tel ? (
        <Button
          component="a"
          href={tel}
          variant="light"
          leftSection={<IconPhone size={18} aria-hidden="true" />}
          aria-label={`Appeler ${name}`}
        >
          Appeler
        </Button>
      ) : null}
      {whatsappLink(person.phone) ? <WhatsAppMenu person={person} /> : null}
      {person.email ? (
        <Button
          variant="light"
          leftSection={<IconMail size={18} aria-hidden="true" />}
          aria-label={`Écrire un e-mail à ${name}`}
          onClick={() => setWriting(true)}
        >
          E-mail
        </Button>
      ) : null}
      <Button
        variant="filled"
        leftSection={<IconNotes size={18} aria-hidden="true" />}
        onClick={() => setRecording(true)}
      >
        J’ai appelé / écrit
      </Button>
      <RecordContactModal personId={person.id} name={name} opened={recording} onClose={() => setRecording(false)} />
      {person.email ? (
        <EmailModal
          personId={person.id}
          name={name}
          email={person.email}
          opened={writing}
          onClose={() => setWriting(false)}
        />
      ) : null}
    </div>
  )
}

function WhatsAppMenu({ person }: { person: Person }) {
  const name = personName(person)
  const templates = useQuery(peopleQueries.templates())
  const record = useRecordContact()
  const agreed = person.consents.find((consent) => consent.channel === 'whatsapp')?.granted === true

  // Opened in WhatsApp by the link itself; the timeline keeps what was sent.
  const recordSent = (note: string) =>
    record.mutate(
      { id: person.id, contact: { channel: 'whatsapp', outcome: 'message_laisse', callBackOn: '', note } },
      { onError: (error) => reportActionError(error, 'Message WhatsApp non enregistré dans l’historique') },
    )

  return (
    <Menu position="bottom-start" withinPortal shadow="md" hideDetached={false}>
      <Menu.Target>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`WhatsApp avec ${name}`}
        >
          WhatsApp
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{agreed ? 'Message' : 'Message (pas d’accord WhatsApp enregistré)'}</Menu.Label>
        {(templates.data ?? []).map((template) => {
          const { text } = renderTemplate(template, person)
          return (
            <Menu.Item
              key={template.key}
              component="a"
              href={whatsappMessageLink(person.phone, text) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => recordSent(`« ${template.label} » : ${text}`)}
            >
              {template.label}
            </Menu.Item>
          )
        })}
        {templates.isPending ? <Menu.Item disabled>Chargement des modèles…</Menu.Item> : null}
        <Menu.Item
          component="a"
          href={whatsappMessageLink(person.phone, '') ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => recordSent('Message sans modèle')}
        >
          Sans modèle
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

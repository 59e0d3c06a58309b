import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react'
import { telLink, whatsappLink } from '../phone-links.ts'

type ContactActionsProps = {
  /** Whose card it is, for the accessible names (« Appeler Marie Joseph »). */
  name: string
  phone?: string | null | undefined
  email?: string | null | undefined
  /** The e-mail link, when it is more than `mailto:` (a reply with its subject). */
  mailto?: string | undefined
  /** The e-mail button's text. */
  mailLabel?: string
  /** Called when the e-mail link is followed (a reply: the card then offers « Répondu »). */
  onMail?: () => void
}

/**
 * The three ways to reach a person from their card, each a link a phone opens at once: call
 * (`tel:`), WhatsApp and e-mail. A missing or unusable number shows no call nor WhatsApp.
 */
export function ContactActions({ name, phone, email, mailto, mailLabel = 'E-mail', onMail }: ContactActionsProps) {
  const tel = telLink(phone)
  const whatsapp = whatsappLink(phone)
  const mail = mailto ?? (email ? `mailto:${email}` : null)
  return (
    <Group gap="xs">
      {tel ? (
        <Button
          component="a"
          href={tel}
          size="xs"
          variant="light"
          leftSection={<IconPhone size={14} aria-hidden="true" />}
          aria-label={`Appeler ${name}`}
        >
          Appeler
        </Button>
      ) : null}
      {whatsapp ? (
        <Button
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconBrandWhatsapp size={14} aria-hidden="true" />}
          aria-label={`WhatsApp avec ${name}`}
        >
          WhatsApp
        </Button>
      ) : null}
      {mail ? (
        <Button
          component="a"
          href={mail}
          size="xs"
          variant="light"
          leftSection={<IconMail size={14} aria-hidden="true" />}
          aria-label={`${mailLabel} à ${name}`}
          onClick={onMail}
        >
          {mailLabel}
        </Button>
      ) : null}
    </Group>
  )
}

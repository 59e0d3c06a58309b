import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconBrandWhatsapp, IconCopy, IconMailCheck } from '@tabler/icons-react'
import { formatDateTime } from '../../kit/format.ts'

type LinkToPassOnProps = {
  /** The link, when the server could not send it by e-mail (no SMTP). */
  link: string | null
  expiresAt?: string | undefined
  /** Who it is for, in the sentence: « Marie Dorvil ». */
  name: string
  email: string
}

/**
 * WhatsApp's share link (wa.me): the app opens with the message written, the person picks whom to
 * send it to. WhatsApp's messages are end-to-end encrypted, as a private link deserves.
 */
export const whatsAppShare = (name: string, link: string) =>
  `https://wa.me/?text=${encodeURIComponent(
    `Bonjour ${name}, voici votre lien pour choisir votre mot de passe du tableau de bord du site de l’église. Il ne sert qu’une fois et reste valable 72 heures : ${link}`,
  )}`

/** The answer of an invitation or a new link: sent by e-mail, or the link to pass on by hand. */
export function LinkToPassOn({ link, expiresAt, name, email }: LinkToPassOnProps) {
  const [copied, setCopied] = useState<boolean | null>(null)
  if (!link)
    return (
      <Alert role="status" color="teal" variant="light" icon={<IconMailCheck aria-hidden="true" />}>
        Un e-mail avec le lien vient d’être envoyé à {name} ({email}). Le lien est valable 72 heures.
      </Alert>
    )
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div role="status">
      <Text size="sm">
        Aucun serveur d’envoi d’e-mails n’est configuré : transmettez vous-même ce lien à {name} ({email}), en privé
        (WhatsApp, SMS, de vive voix). Il est valable 72 heures
        {expiresAt ? ` (jusqu’au ${formatDateTime(expiresAt)})` : ''} et ne sert qu’une fois. Ne le publiez pas : il
        permet de choisir le mot de passe du compte.
      </Text>
      <TextInput
        mt="sm"
        label="Lien à transmettre"
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group mt="sm" gap="sm">
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={() => void copy()}>
          Copier le lien
        </Button>
        <Button
          component="a"
          href={whatsAppShare(name, link)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="teal"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
        >
          Envoyer par WhatsApp
        </Button>
        {copied === true ? <Text size="sm">Lien copié.</Text> : null}
        {copied === false ? <Text size="sm">Copie impossible : sélectionnez le lien et copiez-le.</Text> : null}
      </Group>
    </div>
  )
}

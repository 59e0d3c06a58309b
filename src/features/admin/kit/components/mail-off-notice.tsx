import type { ReactNode } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconMailOff } from '@tabler/icons-react'
import { useOpenSession } from '../session.ts'

export const MAIL_OFF_TITLE = 'Aucun serveur d’envoi d’e-mails n’est configuré : les e-mails ne partent pas.'

/** Where the person who runs the server reads how to set one up (the repository's guide, not served by the site). */
export const MAIL_SETUP_GUIDE = 'docs/deploy.md, « Sending e-mails »'

/** Whether an e-mail can leave now (SMTP_URL set), from the session; true while unknown. */
export const useMailConfigured = (): boolean => useOpenSession()?.mailConfigured ?? true

/**
 * Said wherever a mail would go while the server has no mail server (SMTP_URL): no e-mail leaves,
 * and `children` says what to do instead there. Nothing once one is set up.
 */
export function MailOffNotice({ children, howToFix = false }: { children: ReactNode; howToFix?: boolean }) {
  if (useMailConfigured()) return null
  return (
    <Alert color="orange" variant="light" icon={<IconMailOff aria-hidden="true" />} title={MAIL_OFF_TITLE}>
      {children}
      {howToFix ? (
        <Text size="sm" mt="xs">
          Pour que les e-mails partent, la personne qui gère le serveur indique l’adresse du serveur d’envoi (
          <code>SMTP_URL</code>) dans le fichier de réglages du site, puis le redémarre : voir le guide d’installation,{' '}
          <code>{MAIL_SETUP_GUIDE}</code>.
        </Text>
      ) : null}
    </Alert>
  )
}

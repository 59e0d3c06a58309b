import { useState } from 'react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconCopy, IconDownload, IconAlertTriangle } from '@tabler/icons-react'
import { church } from '#common/seed/church.ts'
import classes from './account.module.css'

export const RECOVERY_FILE_NAME = 'codes-de-secours.txt'

type RecoveryCodesProps = {
  codes: string[]
  /** Called once the person says the codes are kept safe. */
  onDone: () => void
  doneLabel?: string
}

/** The 10 recovery codes, shown once: copy or download them, say they are safe, then go on. */
export function RecoveryCodes({ codes, onDone, doneLabel = 'Continuer' }: RecoveryCodesProps) {
  const [kept, setKept] = useState(false)
  const [copied, setCopied] = useState<boolean | null>(null)
  const text = [
    `Codes de secours — ${church.name}`,
    'Chacun remplace une fois le code de l’application d’authentification.',
    '',
    ...codes,
    '',
  ].join('\n')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = RECOVERY_FILE_NAME
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section aria-labelledby="codes-de-secours">
      <Text fw={700} id="codes-de-secours">
        Vos codes de secours
      </Text>
      <Alert color="orange" variant="light" my="sm" icon={<IconAlertTriangle aria-hidden="true" />}>
        Ils ne seront plus affichés. Si vous perdez votre téléphone, chacun de ces codes permet une connexion, une seule
        fois. Gardez-les hors de ce téléphone (papier, gestionnaire de mots de passe).
      </Alert>
      <ol className={classes.codes} aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Group gap="sm" mt="sm">
        <Button variant="default" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={() => void copy()}>
          Copier
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={download}>
          Télécharger
        </Button>
        <span role="status" aria-live="polite">
          {copied === true ? <Text size="sm">Codes copiés.</Text> : null}
          {copied === false ? <Text size="sm">Copie impossible : téléchargez-les ou recopiez-les.</Text> : null}
        </span>
      </Group>
      <Checkbox
        mt="lg"
        label="J’ai mis ces codes en lieu sûr"
        checked={kept}
        onChange={(event) => setKept(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="lg">
        <Button disabled={!kept} onClick={onDone}>
          {doneLabel}
        </Button>
      </Group>
    </section>
  )
}

import { Alert } from '#src/components/ui/alert.ts'
import { Text } from '#src/components/ui/text.ts'
import { IconAlertTriangle } from '@tabler/icons-react'
import { BACKUP_STALE_AFTER_HOURS } from '#common/schemas/backup-stale.ts'
import type { BackupStatus } from '#common/schemas/backup-status.ts'
import { formatDateTime } from '../../kit/format.ts'
import classes from './overview.module.css'

/** « il y a 3 h », « il y a 2 jours »: how old the last backup is. */
export function formatAge(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `il y a ${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `il y a ${hours} h`
  return `il y a ${Math.floor(hours / 24)} jours`
}

/** The last successful backup of the database, its age, and whether it left the machine. */
export function BackupCard({ backup }: { backup: BackupStatus }) {
  const { lastSuccessAt, ageSeconds, stale, offsite } = backup
  return (
    <div className={classes.card}>
      {stale ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={lastSuccessAt ? 'Sauvegarde trop ancienne' : 'Aucune sauvegarde'}
          mb="md"
        >
          {lastSuccessAt
            ? `La dernière sauvegarde date de plus de ${BACKUP_STALE_AFTER_HOURS} heures : vérifiez la sauvegarde de nuit sur le serveur.`
            : 'Aucune sauvegarde n’a encore réussi sur ce serveur : une panne du disque emporterait toutes les données.'}
        </Alert>
      ) : null}
      {lastSuccessAt ? (
        <>
          <Text size="sm">
            Dernière sauvegarde : <strong>{formatDateTime(lastSuccessAt)}</strong>
            {ageSeconds === null ? null : ` (${formatAge(ageSeconds)})`}
          </Text>
          <Text size="sm" c={offsite ? undefined : 'red.8'}>
            {offsite ? 'Copiée hors du serveur.' : 'Non copiée hors du serveur : elle disparaîtrait avec lui.'}
          </Text>
        </>
      ) : null}
    </div>
  )
}

import { useEffect, useRef, useState } from 'react'
import { IconCloudDownload, IconTrash } from '@tabler/icons-react'
import { formatMegabytes } from '#common/sermon-audio.ts'
import { canKeepOffline, isKept, keepOffline, removeKept } from '../offline-audio.ts'
import classes from './sermons.module.css'

type State =
  | { step: 'unknown' }
  | { step: 'not-kept'; failed?: boolean }
  | { step: 'downloading'; percent: number }
  | { step: 'kept' }

/**
 * « Garder pour écouter hors connexion »: downloads the recording once, on request only, with its
 * progress; then « Retirer de l’appareil ». Drawn by the server as the button (the cache is only
 * known in the browser), and hidden where the browser has no Cache API.
 */
export function KeepOffline({ url, bytes, page }: { url: string; bytes: number; page: string }) {
  const [state, setState] = useState<State>({ step: 'unknown' })
  const [supported, setSupported] = useState(true)
  const aborter = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!canKeepOffline()) return setSupported(false)
    let live = true
    isKept(url)
      .then((kept) => live && setState({ step: kept ? 'kept' : 'not-kept' }))
      .catch(() => live && setState({ step: 'not-kept' }))
    return () => {
      live = false
      aborter.current?.abort()
    }
  }, [url])

  if (!supported) return null

  const keep = async () => {
    const controller = new AbortController()
    aborter.current = controller
    setState({ step: 'downloading', percent: 0 })
    try {
      await keepOffline(url, {
        signal: controller.signal,
        page,
        onProgress: (percent) => setState({ step: 'downloading', percent }),
      })
      setState({ step: 'kept' })
    } catch {
      setState({ step: 'not-kept', failed: !controller.signal.aborted })
    } finally {
      aborter.current = null
    }
  }
  const remove = async () => {
    await removeKept(url).catch(() => undefined)
    setState({ step: 'not-kept' })
  }

  return (
    <div className={classes.offline}>
      {state.step === 'kept' ? (
        <button type="button" className={classes.action} onClick={() => void remove()}>
          <IconTrash size={18} aria-hidden="true" />
          Retirer de l’appareil
        </button>
      ) : state.step === 'downloading' ? (
        <button type="button" className={classes.action} onClick={() => aborter.current?.abort()}>
          Annuler le téléchargement
        </button>
      ) : (
        <button
          type="button"
          className={classes.actionPrimary}
          disabled={state.step === 'unknown'}
          onClick={() => void keep()}
        >
          <IconCloudDownload size={18} aria-hidden="true" />
          Garder pour écouter hors connexion
        </button>
      )}
      <div role="status" aria-live="polite">
        {state.step === 'downloading' ? (
          <>
            <p className={classes.offlineStatus}>Téléchargement sur ce téléphone : {state.percent} %</p>
            <progress
              className={classes.progress}
              max={100}
              value={state.percent}
              aria-label="Téléchargement pour l’écoute hors connexion"
            />
          </>
        ) : null}
        {state.step === 'kept' ? (
          <p className={classes.offlineStatus}>
            Sur ce téléphone ({formatMegabytes(bytes)}) : elle s’écoute même sans connexion.
          </p>
        ) : null}
        {state.step === 'not-kept' && state.failed ? (
          <p className={classes.offlineStatus}>
            Le téléchargement n’a pas abouti : vérifiez la connexion, puis réessayez.
          </p>
        ) : null}
        {(state.step === 'not-kept' && !state.failed) || state.step === 'unknown' ? (
          <p className={classes.offlineStatus}>Télécharge {formatMegabytes(bytes)} une seule fois sur ce téléphone.</p>
        ) : null}
      </div>
    </div>
  )
}

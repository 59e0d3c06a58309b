import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { IconPlayerPlayFilled } from '@tabler/icons-react'
import { formatSpokenDuration } from '#common/sermon-audio.ts'
import type { Sermon } from '#common/schemas/sermon.ts'
import classes from './sermons.module.css'

/**
 * « Écouter », then the browser's own player in its place, playing. The page arrives with the
 * button only: a player with its controls is a small document of its own for the browser to build
 * (its shadow tree, its icons), which a visitor who came for the notes never uses. Before the app
 * has started, the button is a link to the recording, which the phone plays in its own player.
 */
export function SermonPlayer({ sermon }: { sermon: Sermon }) {
  const [open, setOpen] = useState(false)
  const audio = useRef<HTMLAudioElement>(null)
  if (!open) {
    return (
      <a
        href={sermon.audioUrl}
        className={`${classes.actionPrimary} ${classes.listen}`}
        onClick={(event) => {
          event.preventDefault()
          // Drawn and started inside the tap itself: some browsers allow sound only there.
          flushSync(() => setOpen(true))
          audio.current?.focus()
          // Refused (sound not allowed yet, the network gone): the player's own button stays.
          audio.current?.play()?.catch(() => {})
        }}
      >
        <IconPlayerPlayFilled size={20} aria-hidden="true" />
        Écouter <span className={classes.listenDuration}>({formatSpokenDuration(sermon.durationSeconds)})</span>
      </a>
    )
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a sermon's sound only; its notes are below
    <audio ref={audio} controls preload="none" src={sermon.audioUrl} aria-label={`Écouter « ${sermon.title} »`}>
      <a href={sermon.audioUrl}>Écouter l’enregistrement</a>
    </audio>
  )
}

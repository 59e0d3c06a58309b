// The sermons' audio, as the server, the dashboard and the public pages agree on it: what may be
// uploaded (checked by content, never by name), what the server makes of it (one mono AAC file
// small enough for a data plan paid by the megabyte), where it is served, and how its length and
// size are written. No zod here: the public pages show these before zod loads.

/** An upload's largest file: 300 Mo (as the dashboard states it, in mebibytes). */
export const SERMON_AUDIO_MAX_BYTES = 300 * 1024 * 1024
/** What the dashboard shows next to the file input. */
export const SERMON_AUDIO_LIMITS_TEXT = 'MP3, M4A/AAC, WAV, OGG/Opus : 300 Mo au maximum'
/** The file input's `accept` (a hint for the picker only: the content decides). */
export const SERMON_AUDIO_ACCEPT =
  'audio/*,.mp3,.m4a,.aac,.mp4,.wav,.ogg,.opus,audio/mpeg,audio/mp4,audio/aac,audio/wav,audio/ogg'

export const SERMON_UPLOAD_MESSAGES = {
  missing: 'Choisissez un enregistrement.',
  empty: 'Le fichier est vide.',
  tooLarge: 'L’enregistrement dépasse 300 Mo : coupez-le ou exportez-le en MP3 depuis le téléphone, puis réessayez.',
  wrongType: 'Format non accepté : MP3, M4A/AAC, WAV ou OGG/Opus.',
  oneFile: 'Un seul enregistrement à la fois.',
  malformed: 'L’envoi de l’enregistrement est incomplet ou mal formé. Réessayez.',
  notMultipart: 'Type de contenu non pris en charge : envoyez l’enregistrement en multipart/form-data.',
  network:
    'La connexion a été interrompue : l’enregistrement n’a pas été envoyé. Vérifiez la connexion, puis réessayez.',
} as const

/** Why a conversion failed, as the dashboard shows it. */
export const SERMON_CONVERSION_ERRORS = {
  unreadable:
    'Le fichier n’a pas pu être lu comme un enregistrement audio : il est peut-être endommagé ou incomplet. Exportez-le de nouveau, puis réessayez.',
  noFfmpeg: 'FFmpeg est introuvable sur le serveur : la conversion est impossible (voir docs/deploy.md).',
  interrupted: 'La conversion a été interrompue trop souvent : envoyez l’enregistrement de nouveau.',
} as const

export type SermonAudioType = 'mp3' | 'm4a' | 'aac' | 'wav' | 'ogg'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The recording's type by its first bytes (12 are enough), never by its name: MP3 (an ID3 tag,
 * or an MPEG audio frame), M4A/MP4 ("ftyp" at 4: the phones' recorders write M4A, 3GP or MP4),
 * raw AAC (ADTS), WAV ("RIFF" <size> "WAVE"), Ogg (Vorbis or Opus).
 */
export function detectAudioType(bytes: Uint8Array): SermonAudioType | undefined {
  if (startsWith(bytes, [0x49, 0x44, 0x33])) return 'mp3'
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'm4a'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x41, 0x56, 0x45], 8)) return 'wav'
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return 'ogg'
  const [first = 0, second = 0] = bytes
  // ADTS: 12 bits of sync, then layer 00 (FFF1, FFF9); MPEG audio: 11 bits of sync, a layer not 00.
  if (first === 0xff && (second & 0xf6) === 0xf0) return 'aac'
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'mp3'
  return undefined
}

/**
 * What the server makes of every recording: AAC-LC, mono, 48 kbit/s at most, 44.1 kHz, in an
 * .m4a with its index first (playback starts before the whole file is there). About 20 Mo an
 * hour; Apple Podcasts, Spotify and every Android phone since 2.x play it.
 */
export const SERMON_AUDIO_FORMAT = {
  /** The ceiling promised to the members' data plans. */
  maxKbps: 48,
  /** What the encoder is asked for: AAC's rate control overshoots its target by a few percent. */
  encoderKbps: 44,
  sampleRate: 44_100,
  channels: 1,
  extension: 'm4a',
  /** What the server sends as Content-Type. */
  mimeType: 'audio/mp4',
  /** What the podcast feed's enclosure says (Apple's list names .m4a so). */
  feedMimeType: 'audio/x-m4a',
  /** EBU R128 loudness target, as podcasts use. */
  loudness: -16,
} as const

/** Where the converted recordings are served (immutable names: cached for a year). */
export const SERMON_MEDIA_PREFIX = '/media/predications/'

/** The public pages: the list, each sermon's page below it, and the podcast feed. */
export const SERMONS_PATH = '/predications'
export const PODCAST_PATH = '/predications/podcast.xml'
export const PODCAST_ARTWORK_PATH = '/icons/podcast-1400.jpg'
export const sermonPath = (slug: string) => `${SERMONS_PATH}/${slug}`

/** What a sermon's recording is doing, as the dashboard shows it. */
export const SERMON_AUDIO_STATUSES = ['aucun', 'en_attente', 'conversion', 'prete', 'echec'] as const
export type SermonAudioStatus = (typeof SERMON_AUDIO_STATUSES)[number]
export const SERMON_AUDIO_STATUS_LABELS: Record<SermonAudioStatus, string> = {
  aucun: 'Pas d’enregistrement',
  en_attente: 'En attente',
  conversion: 'Conversion',
  prete: 'Prête',
  echec: 'Échec',
}

/**
 * The sermon's state as the API names it (GET /api/admin/sermons/:id): `processing` while its
 * recording waits or converts, `ready` once one is served, `failed` when the last conversion
 * failed, `none` before any recording was sent.
 */
export const SERMON_STATES = ['none', 'processing', 'ready', 'failed'] as const
export type SermonState = (typeof SERMON_STATES)[number]
export const sermonStateOf = (status: SermonAudioStatus): SermonState =>
  status === 'prete' ? 'ready' : status === 'echec' ? 'failed' : status === 'aucun' ? 'none' : 'processing'

/** 3725 s → "1:02:05", 125 → "2:05": the itunes:duration form (and the player's). */
export function formatClockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** 3725 s → "1 h 02 min", 1500 → "25 min", 40 → "1 min": what the list shows. */
export function formatSpokenDuration(totalSeconds: number): string {
  const minutes = Math.max(1, Math.round(totalSeconds / 60))
  if (minutes < 60) return `${minutes} min`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`
}

/** 19_300_000 bytes → "18,4 Mo" (mebibytes, as the upload limit): what a data plan counts. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024)
  const rounded = megabytes < 10 ? Math.round(megabytes * 10) / 10 : Math.round(megabytes)
  return `${String(Math.max(rounded, 0.1)).replace('.', ',')} Mo`
}

// Without zod: the public gallery's filter and the dashboard's upload form share these before
// zod loads, and the server checks uploads against the same list and limits.

export const GALLERY_CATEGORIES = ['ISL', 'FEPROBA', 'Ministères', 'Leadership', 'Partenaires', 'Construction'] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]
export const isGalleryCategory = (value: string): value is GalleryCategory =>
  (GALLERY_CATEGORIES as readonly string[]).includes(value)

/** The description is the photo's alternative text and lightbox caption. */
export const GALLERY_DESCRIPTION_MAX = 200

/** An upload's largest file: 5 Mo (as the specification states it, in mebibytes). */
export const GALLERY_MAX_BYTES = 5 * 1024 * 1024
/** What the dashboard shows next to the file input. */
export const GALLERY_LIMITS_TEXT = 'JPG, PNG, WEBP, 5 Mo maximum'
/** The file input's `accept` (a hint for the picker only: the content decides). */
export const GALLERY_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp'

export const GALLERY_UPLOAD_MESSAGES = {
  missing: 'Choisissez une photo.',
  empty: 'Le fichier est vide.',
  tooLarge: 'La photo dépasse 5 Mo : choisissez une image plus légère ou réduisez-la.',
  wrongType: 'Format non accepté : JPG, PNG ou WEBP.',
  unreadable:
    'Image illisible ou incomplète : le fichier est peut-être endommagé. Exportez-la de nouveau, puis réessayez.',
  tooManyPixels: 'Image trop grande : 67 mégapixels au maximum.',
  oneFile: 'Une seule photo à la fois.',
  malformed: 'L’envoi de la photo est incomplet ou mal formé. Réessayez.',
} as const

export type GalleryImageType = 'jpeg' | 'png' | 'webp'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

/**
 * The image type by the file's first bytes (its "magic number"), never by its name or declared
 * type: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" <size> "WEBP". Needs 12 bytes.
 */
export function detectImageType(bytes: Uint8Array): GalleryImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return undefined
}

import type { AdminGalleryPhoto, GalleryCategory, GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import type { Db } from './database.ts'

/** A row of gallery_photos, as the routes use it. */
export interface StoredGalleryPhoto {
  id: number
  /** Samples: the slug of public/gallery/<slug>-<w>.*; uploads: the random name under DATA_DIR/media/gallery. */
  fileStem: string
  description: string
  category: GalleryCategory
  /** The photo's own size, upright (after its EXIF orientation). */
  width: number
  height: number
  /** The generated widths, smallest first. */
  widths: number[]
  sample: boolean
  createdAt: string
  createdBy: string
}

export type NewGalleryPhoto = Omit<StoredGalleryPhoto, 'id'>

interface Row {
  id: number
  fileStem: string
  description: string
  category: GalleryCategory
  width: number
  height: number
  widths: string
  sample: 0 | 1
  createdAt: string
  createdBy: string
}

const COLUMNS = `id, file_stem AS fileStem, description, category, width, height, widths, sample,
  created_at AS createdAt, created_by AS createdBy`

const fromRow = (row: Row): StoredGalleryPhoto => ({
  ...row,
  widths: JSON.parse(row.widths) as number[],
  sample: row.sample === 1,
})

/** Where a photo's files are served: the built site for the samples, the media route for uploads. */
export const SAMPLE_URL_PREFIX = '/gallery/'
export const MEDIA_URL_PREFIX = '/media/gallery/'

export function publicPhoto({
  id,
  description,
  category,
  width,
  height,
  widths,
  sample,
  fileStem,
}: StoredGalleryPhoto): GalleryPhoto {
  return {
    id,
    description,
    category,
    width,
    height,
    widths,
    base: `${sample ? SAMPLE_URL_PREFIX : MEDIA_URL_PREFIX}${fileStem}`,
  }
}

export function adminPhoto(photo: StoredGalleryPhoto): AdminGalleryPhoto {
  return { ...publicPhoto(photo), sample: photo.sample, createdAt: photo.createdAt, createdBy: photo.createdBy }
}

/**
 * Gallery photos, in the order the gallery shows them: a new upload goes first (its sort_order
 * is one below the smallest), the samples keep the order of common/seed/gallery.ts.
 */
export function createGalleryRepository(db: Db) {
  const list = db.prepare<[], Row>(`SELECT ${COLUMNS} FROM gallery_photos ORDER BY sort_order, id`)
  const byId = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM gallery_photos WHERE id = ?`)
  const count = db.prepare<[], number>('SELECT COUNT(*) FROM gallery_photos').pluck()
  const firstOrder = db.prepare<[], number>('SELECT COALESCE(MIN(sort_order), 1) FROM gallery_photos').pluck()
  const insert = db.prepare<[Omit<Row, 'id'> & { sortOrder: number }]>(
    `INSERT INTO gallery_photos (file_stem, description, category, width, height, widths, sample, sort_order, created_at, created_by)
     VALUES (@fileStem, @description, @category, @width, @height, @widths, @sample, @sortOrder, @createdAt, @createdBy)`,
  )
  const update = db.prepare<[{ id: number; category: GalleryCategory; description: string }]>(
    'UPDATE gallery_photos SET category = @category, description = @description WHERE id = @id',
  )
  const remove = db.prepare<[number]>('DELETE FROM gallery_photos WHERE id = ?')
  return {
    list: (): StoredGalleryPhoto[] => list.all().map(fromRow),
    find: (id: number): StoredGalleryPhoto | undefined => {
      const row = byId.get(id)
      return row ? fromRow(row) : undefined
    },
    count: (): number => count.get() ?? 0,
    /** Adds a photo at `sortOrder`, or (by default) before every other one. Returns its id. */
    insert(photo: NewGalleryPhoto, sortOrder = (firstOrder.get() ?? 1) - 1): number {
      const row = {
        ...photo,
        widths: JSON.stringify(photo.widths),
        sample: photo.sample ? (1 as const) : (0 as const),
        sortOrder,
      }
      return Number(insert.run(row).lastInsertRowid)
    },
    /** False when there is no such photo. */
    update: (id: number, change: { category: GalleryCategory; description: string }): boolean =>
      update.run({ id, ...change }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,
  }
}
export type GalleryRepository = ReturnType<typeof createGalleryRepository>

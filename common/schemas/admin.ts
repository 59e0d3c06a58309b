import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.ts'

export const adminLoginSchema = z.object({
  password: z.string({ error: 'Mot de passe obligatoire.' }).min(1, { error: 'Mot de passe obligatoire.' }).max(1024),
})
export type AdminLogin = z.infer<typeof adminLoginSchema>

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
export type Pagination = z.infer<typeof paginationSchema>

/** The `:id` of an admin route's path (/api/admin/members/12): a positive whole number. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide.' })
    .int({ error: 'Identifiant invalide.' })
    .positive({ error: 'Identifiant invalide.' }),
})

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() })

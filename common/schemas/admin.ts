import { z } from 'zod'

export const adminLoginSchema = z.object({
  password: z.string({ error: 'Mot de passe obligatoire.' }).min(1, { error: 'Mot de passe obligatoire.' }).max(1024),
})
export type AdminLogin = z.infer<typeof adminLoginSchema>

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type Pagination = z.infer<typeof paginationSchema>

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() })

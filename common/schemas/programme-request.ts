import { z } from 'zod'
import { feprobaRequestSchema } from './feproba-request.ts'
import { islRequestSchema } from './isl-request.ts'

/**
 * A request's follow-up: a contact message's (nouveau → lu → répondu), then « Traité », which
 * ends it (the request no longer waits for anyone).
 */
export const REQUEST_STATUSES = ['nouveau', 'lu', 'repondu', 'traite'] as const

/** A stored FEPROBA or ISL request, as the admin API gives it back. */
export const programmeRequestRecordSchema = z
  .discriminatedUnion('type', [feprobaRequestSchema.omit({ website: true }), islRequestSchema.omit({ website: true })])
  .and(
    z.object({
      id: z.number().int().positive(),
      createdAt: z.string(),
      status: z.enum(REQUEST_STATUSES),
    }),
  )
export type ProgrammeRequestRecord = z.infer<typeof programmeRequestRecordSchema>

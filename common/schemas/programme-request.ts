import { z } from 'zod'
import { MESSAGE_STATUSES } from './contact-message.ts'
import { feprobaRequestSchema } from './feproba-request.ts'
import { islRequestSchema } from './isl-request.ts'

/** A stored FEPROBA or ISL request, as the admin API gives it back. */
export const programmeRequestRecordSchema = z
  .discriminatedUnion('type', [feprobaRequestSchema.omit({ website: true }), islRequestSchema.omit({ website: true })])
  .and(
    z.object({
      id: z.number().int().positive(),
      createdAt: z.string(),
      status: z.enum(MESSAGE_STATUSES),
    }),
  )
export type ProgrammeRequestRecord = z.infer<typeof programmeRequestRecordSchema>

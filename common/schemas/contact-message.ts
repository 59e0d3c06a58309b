import { z } from 'zod'
import { LIMITS, email, honeypot, optionalPhone, requiredText, singleLineText } from './common.ts'
import { CONTACT_SUBJECTS, type ContactSubject } from './contact-subjects.ts'

export { CONTACT_SUBJECTS, type ContactSubject }
/** Follow-up of a message or a programme request. */
export const MESSAGE_STATUSES = ['nouveau', 'lu', 'repondu'] as const

export const contactMessageSchema = z.object({
  name: singleLineText(LIMITS.name, 'Le nom est obligatoire.'),
  email,
  phone: optionalPhone,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Choisissez un sujet.' }),
  message: requiredText(LIMITS.message, 'Le message est obligatoire.'),
  website: honeypot,
})
export type ContactMessage = z.infer<typeof contactMessageSchema>

export const contactMessageRecordSchema = contactMessageSchema.omit({ website: true }).extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
})
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>

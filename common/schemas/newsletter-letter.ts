// The letters the church sends to its confirmed subscribers: composed in the dashboard (subject,
// body in Markdown), previewed as the e-mail will look, then sent once to every confirmed address.
import { z } from 'zod'
import { requiredText, singleLineText } from './common.ts'

export const LETTER_LIMITS = { subject: 150, body: 20_000 } as const

export const letterInputSchema = z.object({
  subject: singleLineText(LETTER_LIMITS.subject, 'Objet obligatoire.'),
  body: requiredText(LETTER_LIMITS.body, 'Texte de la lettre obligatoire.'),
})
export type LetterInput = z.infer<typeof letterInputSchema>

/** Where a letter's e-mails stand: `cancelled` are addresses that left before their turn. */
export const deliveryCountsSchema = z.object({
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
})
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>

export const letterSummarySchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** null while the letter is a draft. */
  sentAt: z.string().nullable(),
  recipients: z.number().int(),
  counts: deliveryCountsSchema,
})
export type LetterSummary = z.infer<typeof letterSummarySchema>

export const deliveryFailureSchema = z.object({
  email: z.string(),
  attempts: z.number().int(),
  error: z.string(),
})
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>

export const letterSchema = letterSummarySchema.extend({
  body: z.string(),
  /** The e-mail's HTML as subscribers will see it (drawn by the server). */
  html: z.string(),
  failures: z.array(deliveryFailureSchema),
})
export type Letter = z.infer<typeof letterSchema>

export const letterPreviewSchema = z.object({ html: z.string(), text: z.string() })
export type LetterPreview = z.infer<typeof letterPreviewSchema>

/** GET /api/admin/newsletters: the letters, and how many addresses would receive one now. */
export const letterListSchema = z.object({
  items: z.array(letterSummarySchema),
  confirmedSubscribers: z.number().int(),
})
export type LetterList = z.infer<typeof letterListSchema>

export const letterTestAnswerSchema = z.object({ to: z.string() })
export const letterSendAnswerSchema = z.object({ recipients: z.number().int() })

/** One letter of the public archive (no subscriber data). */
export const archivedLetterSchema = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  sentAt: z.string(),
  body: z.string(),
})
export type ArchivedLetter = z.infer<typeof archivedLetterSchema>

/** The French texts of the letters' error answers (server and mocks say the same). */
export const LETTER_MESSAGES = {
  alreadySent: 'Cette lettre a déjà été envoyée : elle ne peut plus être modifiée ni renvoyée.',
  noRecipients: 'Aucun abonné confirmé : la lettre n’a pas été envoyée.',
  noMailRelay: 'Aucun serveur d’envoi d’e-mails n’est configuré : le test ne peut pas partir.',
  testFailed: 'Le serveur d’e-mails a refusé l’envoi du test. Réessayez dans quelques minutes.',
} as const

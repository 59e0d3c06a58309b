// The church's content, as one document: who the church is and how to reach it, its history,
// leaders, ministries, the FEPROBA foundation's and the ISL institute's programmes, and the
// confession of faith. Stored in the database (GET /api/site, PUT /api/admin/site), seeded from
// common/seed/ on first start. Every public page is drawn from it. Objects are strict: a key
// the site does not know is refused rather than silently dropped.
import { z } from 'zod'
import { FEPROBA_PROGRAM_IDS, type FeprobaProgramId } from './feproba-request.ts'
import { ISL_PROGRAM_IDS } from './isl-request.ts'
import {
  CONTENT_LIMITS,
  email,
  optionalEmail,
  dialPhone,
  optionalPhone,
  hexColour,
  isoDate,
  list,
  optionalText,
  slug,
  text,
  uniqueBy,
  webAddress,
  whole,
  year,
} from './site-content-fields.ts'

const { paragraph, description } = CONTENT_LIMITS

/** The pictograms the home page draws for a ministry. */
export const MINISTRY_ICONS = ['adults', 'children', 'youth', 'women', 'praise', 'bible', 'social', 'missions'] as const
/** The theme's colours a FEPROBA training may take (Mantine colour names). */
export const TRAINING_COLOURS = [
  'churchBlue',
  'gold',
  'blue',
  'cyan',
  'grape',
  'gray',
  'green',
  'indigo',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
] as const
// The ids are the programme request forms' `program` values: the two schools, then the trainings.
const SCHOOL_IDS = ['elementaire', 'secondaire'] as const satisfies readonly FeprobaProgramId[]
type TrainingId = Exclude<FeprobaProgramId, (typeof SCHOOL_IDS)[number]>
const TRAINING_IDS = FEPROBA_PROGRAM_IDS.filter(
  (id): id is TrainingId => !(SCHOOL_IDS as readonly string[]).includes(id),
) as [TrainingId, ...TrainingId[]]

const byId = uniqueBy((item: { id: string }) => item.id, 'Identifiant')

/**
 * The widths of a leader's portrait, square-cropped (the card shows it round, 72 CSS pixels wide;
 * 160 covers a 2× screen, 320 a 3× one with room). The files are `<stem>-<width>.avif` and `.webp`
 * under PEOPLE_MEDIA_PREFIX (common/media-paths.ts), made by the server from an upload, never typed in a form.
 */
export const PORTRAIT_WIDTHS = [160, 320] as const

export const portraitSchema = z.strictObject({
  /** The random name of the upload's files. */
  stem: z.string({ error: 'Photo invalide.' }).regex(/^[0-9a-f]{18}$/, { error: 'Photo invalide.' }),
  /** The widths made (those the photo covers), smallest first. */
  widths: z
    .array(whole(1, Math.max(...PORTRAIT_WIDTHS)), { error: 'Photo invalide.' })
    .min(1, { error: 'Photo invalide.' })
    .max(PORTRAIT_WIDTHS.length, { error: 'Photo invalide.' }),
})
export type Portrait = z.infer<typeof portraitSchema>

export const PORTRAIT_MESSAGES = {
  unknownLeader: 'Responsable introuvable : enregistrez-le d’abord, puis ajoutez sa photo.',
  unknownPhoto: 'Photo inconnue : envoyez-la avec le bouton « Choisir une photo ».',
} as const

const leaderSchema = z.strictObject({
  id: slug,
  name: text(),
  position: text(),
  phone: dialPhone,
  email,
  birthDate: isoDate,
  birthPlace: text(),
  family: text(),
  biography: text(paragraph),
  education: text(),
  ministry: text(),
  /** Absent from the documents stored before portraits existed: no photo (the initials show). */
  photo: portraitSchema.nullable().default(null),
})

/**
 * Where the site's WhatsApp links go: the church's phone (`phone`), a number of its own (`other`,
 * `number`), or nowhere (`none`). A number of its own only when it differs, so that a new church
 * phone moves the WhatsApp links with it.
 */
export const WHATSAPP_USES = ['phone', 'other', 'none'] as const

const whatsappSchema = z
  .strictObject({
    use: z.enum(WHATSAPP_USES, { error: 'Choisissez où mènent les liens WhatsApp.' }),
    number: optionalPhone,
  })
  .superRefine(({ use, number }, context) => {
    if (use === 'other' && number === '')
      context.addIssue({ code: 'custom', message: 'Numéro WhatsApp obligatoire.', path: ['number'] })
  })
  // Only the number in use is kept: one number, one field.
  .overwrite((whatsapp) => (whatsapp.use === 'other' ? whatsapp : { ...whatsapp, number: '' }))

/** A social link is a page on a network; a WhatsApp chat is made from the number in « contacts ». */
const WHATSAPP_CHAT = /^https?:\/\/(?:www\.)?(?:wa\.me|api\.whatsapp\.com\/send|whatsapp\.com\/send)(?:[/?]|$)/i
export const WHATSAPP_IN_SOCIAL_MESSAGE =
  'Le numéro WhatsApp se règle dans « Identité et contacts » : tous les liens WhatsApp du site en sont faits.'

const socialLinkSchema = z.strictObject({
  label: text(40),
  href: webAddress.refine((href) => !WHATSAPP_CHAT.test(href), { error: WHATSAPP_IN_SOCIAL_MESSAGE }),
})

/** A ministry director; an empty phone or e-mail shows « À venir » (added later: absent means empty). */
const directorSchema = z.strictObject({
  name: text(),
  position: text(),
  phone: optionalPhone.default(''),
  email: optionalEmail.default(''),
})

const ministrySchema = z.strictObject({
  id: slug,
  title: text(),
  description: text(paragraph),
  schedule: text(),
  color: hexColour,
  icon: z.enum(MINISTRY_ICONS, { error: 'Choisissez une icône de la liste.' }),
})

const schoolSchema = z.strictObject({
  id: z.enum(SCHOOL_IDS, { error: 'École inconnue du formulaire d’inscription.' }),
  name: text(),
  ages: text(),
  description: text(paragraph),
  /** A colour block standing in for a photo: gradient start and end. */
  image: z.strictObject({ from: hexColour, to: hexColour }),
  subjects: list(text(), { max: 20 }),
})

const trainingSchema = z.strictObject({
  id: z.enum(TRAINING_IDS, { error: 'Formation inconnue du formulaire d’inscription.' }),
  name: text(),
  description: text(paragraph),
  skills: list(text(), { max: 20 }),
  duration: z
    .strictObject({ minMonths: whole(1, 120), maxMonths: whole(1, 120) })
    .refine((d) => d.minMonths <= d.maxMonths, {
      error: 'La durée minimale dépasse la durée maximale.',
      path: ['maxMonths'],
    }),
  color: z.enum(TRAINING_COLOURS, { error: 'Choisissez une couleur de la liste.' }),
})

const islProgrammeSchema = z.strictObject({
  id: z.enum(ISL_PROGRAM_IDS, { error: 'Programme inconnu du formulaire de candidature.' }),
  name: text(),
  level: text(),
  duration: text(),
  description: text(paragraph),
  requirements: list(text(), { max: 20 }),
  subjects: list(text(), { max: 20 }),
  careers: list(text(), { max: 20 }),
})

export const siteContentSchema = z.strictObject({
  identity: z.strictObject({
    name: text(120),
    shortName: text(40),
    foundedYear: year,
    /** The church's own figures on the home page (« 342+ membres »). */
    figures: z.strictObject({
      members: text(20),
      yearsOfService: whole(0, 500),
      institutions: whole(0, 100),
    }),
  }),
  pastor: z.strictObject({ name: text(), title: text() }),
  contacts: z.strictObject({
    phone: dialPhone,
    whatsapp: whatsappSchema,
    emails: z.strictObject({ main: email, pastor: email }),
    address: z.strictObject({ street: text(300), city: text(), country: text() }),
    /** Shown under the services' timetable (holidays, summer times); may be empty. */
    hoursNote: optionalText(description),
  }),
  social: list(socialLinkSchema, { min: 0, max: 10 }),
  /** Each page's meta description, for search engines and link previews. */
  descriptions: z.strictObject({
    home: text(description),
    feprobaProgrammes: text(description),
    islProgrammes: text(description),
    confession: text(description),
  }),
  /** « Notre histoire », one entry per paragraph. */
  history: list(text(paragraph), { max: 10 }),
  leaders: list(leaderSchema, { max: 20 }).superRefine(byId),
  directors: list(directorSchema, { min: 0, max: 40 }),
  ministries: list(ministrySchema, { max: 30 }).superRefine(byId),
  feproba: z.strictObject({
    name: text(40),
    foundedYear: year,
    taxNumber: text(100),
    intro: text(paragraph),
    schools: list(schoolSchema, { max: SCHOOL_IDS.length }).superRefine(byId),
    trainings: list(trainingSchema, { max: TRAINING_IDS.length }).superRefine(byId),
  }),
  isl: z.strictObject({
    name: text(40),
    foundedYear: year,
    intro: text(paragraph),
    figures: z.strictObject({ activeStudents: text(20), graduates: text(20), teachers: whole(0, 1000) }),
    programmes: list(islProgrammeSchema, { max: ISL_PROGRAM_IDS.length }).superRefine(byId),
  }),
  confession: z.strictObject({
    intro: text(paragraph),
    convictions: list(
      z.strictObject({
        title: text(),
        text: text(paragraph),
        /** Chapter.verse as in French Bibles (Louis Segond numbering). */
        references: list(text(100), { min: 0, max: 20 }),
      }),
      { max: 40 },
    ),
  }),
})

export type SiteContent = z.infer<typeof siteContentSchema>
export type Leader = SiteContent['leaders'][number]
export type Director = SiteContent['directors'][number]
export type Ministry = SiteContent['ministries'][number]
export type MinistryIcon = Ministry['icon']
export type FeprobaSchool = SiteContent['feproba']['schools'][number]
export type FeprobaTraining = SiteContent['feproba']['trainings'][number]
export type IslProgramme = SiteContent['isl']['programmes'][number]

/** The document's parts, in French, for the audit log (« Contenu du site modifié : contacts »). */
export const SITE_CONTENT_PARTS: Record<keyof SiteContent, string> = {
  identity: 'identité',
  pastor: 'pasteur',
  contacts: 'contacts',
  social: 'réseaux sociaux',
  descriptions: 'descriptions des pages',
  history: 'histoire',
  leaders: 'équipe pastorale',
  directors: 'directeurs de ministères',
  ministries: 'ministères',
  feproba: 'FEPROBA',
  isl: 'ISL',
  confession: 'confession de foi',
}

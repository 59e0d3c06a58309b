import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '../seed/site-content.ts'
import { toFieldErrors } from './api-error.ts'
import { siteContentSchema, WHATSAPP_IN_SOCIAL_MESSAGE, type SiteContent } from './site-content.ts'
import { PHONE_MESSAGES } from './site-content-fields.ts'

/** The seed with `change` applied (a copy: the seed builder returns a fresh document). */
const withChange = (change: (content: SiteContent) => void) => {
  const content = siteContentSeed()
  change(content)
  return content
}

/** The field errors of `input`, as the server and the mocks answer them. */
const errorsOf = (input: unknown) => {
  const result = siteContentSchema.safeParse(input)
  expect(result.success).toBe(false)
  return toFieldErrors(result.error!.issues)
}

describe('siteContentSchema', () => {
  it('accepts the seed the server starts with, unchanged', () => {
    const seed = siteContentSeed()
    expect(siteContentSchema.parse(seed)).toEqual(seed)
  })

  it('names each wrong field by its path, in French', () => {
    const errors = errorsOf(
      withChange((content) => {
        content.contacts.emails.main = 'pas-une-adresse'
        content.contacts.phone = '555 0142'
        content.leaders[1]!.name = '   '
      }),
    )
    expect(errors).toEqual({
      'contacts.emails.main': ['Adresse e-mail invalide.'],
      'contacts.phone': [PHONE_MESSAGES.invalid],
      'leaders.1.name': ['Ce champ est obligatoire.'],
    })
  })

  it('stores each phone number once, in E.164, whatever spelling it was typed in', () => {
    const content = withChange((c) => {
      c.contacts.phone = '(809) 582 1234'
      c.contacts.whatsapp = { use: 'other', number: '829-555-0190' }
      c.leaders[0]!.phone = '+1 809 241 7788'
      c.directors[0]!.phone = '+509 3712 3456'
      c.directors[1]!.phone = ''
    })
    const stored = siteContentSchema.parse(content)
    expect(stored.contacts.phone).toBe('+18095821234')
    expect(stored.contacts.whatsapp).toEqual({ use: 'other', number: '+18295550190' })
    expect(stored.leaders[0]!.phone).toBe('+18092417788')
    expect(stored.directors.slice(0, 2).map((d) => d.phone)).toEqual(['+50937123456', ''])
  })

  it('asks for the WhatsApp number only when it is another one, and keeps only the one in use', () => {
    const missing = errorsOf(
      withChange((c) => {
        c.contacts.whatsapp = { use: 'other', number: '' }
      }),
    )
    expect(missing).toEqual({ 'contacts.whatsapp.number': ['Numéro WhatsApp obligatoire.'] })
    const dropped = siteContentSchema.parse(
      withChange((c) => {
        c.contacts.whatsapp = { use: 'phone', number: '+18295550190' }
      }),
    )
    expect(dropped.contacts.whatsapp).toEqual({ use: 'phone', number: '' })
  })

  it('refuses a required number left empty, and a WhatsApp chat typed as a social link', () => {
    const errors = errorsOf(
      withChange((c) => {
        c.leaders[1]!.phone = ''
        c.social.push({ label: 'WhatsApp', href: 'https://wa.me/18095550142' })
      }),
    )
    expect(errors).toEqual({
      'leaders.1.phone': [PHONE_MESSAGES.required],
      [`social.${siteContentSeed().social.length}.href`]: [WHATSAPP_IN_SOCIAL_MESSAGE],
    })
  })

  it('refuses links that are not http(s), and colours that are not hex codes', () => {
    const errors = errorsOf(
      withChange((content) => {
        content.social[0]!.href = 'javascript:alert(1)'
        content.ministries[0]!.color = 'red; background: url(https://x.example)'
        content.feproba.schools[0]!.image.to = 'expression(alert(1))'
      }),
    )
    expect(errors['social.0.href']).toEqual(['Adresse web invalide (https://…).'])
    expect(errors['ministries.0.color']).toEqual(['Couleur au format #RRGGBB attendue.'])
    expect(errors['feproba.schools.0.image.to']).toEqual(['Couleur au format #RRGGBB attendue.'])
  })

  it('bounds every text: 200,000 characters are refused', () => {
    const long = 'a'.repeat(200_000)
    const errors = errorsOf(
      withChange((content) => {
        content.identity.name = long
        content.confession.convictions[0]!.text = long
      }),
    )
    expect(errors['identity.name']).toEqual(['120 caractères au maximum.'])
    expect(errors['confession.convictions.0.text']).toEqual(['3000 caractères au maximum.'])
  })

  it('refuses wrong types and unknown keys, naming them', () => {
    const content = siteContentSeed() as unknown as Record<string, Record<string, unknown>>
    content.identity!.foundedYear = '2011'
    content.pastor!.nickname = 'Pasteur JB'
    const errors = errorsOf({ ...content, leaders: 'personne', extra: true })
    expect(errors['identity.foundedYear']).toEqual(['Nombre attendu.'])
    expect(errors.leaders).toEqual(['Liste attendue.'])
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['pastor.nickname', 'extra']))
    expect(errorsOf(null)).toHaveProperty('_')
  })

  it('keeps the programmes to the ids the request forms know, each once', () => {
    const errors = errorsOf(
      withChange((content) => {
        content.feproba.trainings[1]!.id = content.feproba.trainings[0]!.id
        ;(content.isl.programmes[0] as { id: string }).id = 'doctorat'
        content.feproba.trainings[0]!.duration = { minMonths: 12, maxMonths: 6 }
      }),
    )
    expect(errors['feproba.trainings.1']).toEqual(['Identifiant en double : informatique.'])
    expect(errors['isl.programmes.0.id']).toEqual(['Programme inconnu du formulaire de candidature.'])
    expect(errors['feproba.trainings.0.duration.maxMonths']).toEqual(['La durée minimale dépasse la durée maximale.'])
  })

  it('trims the texts and keeps script tags as text (the page escapes them)', () => {
    const parsed = siteContentSchema.parse(
      withChange((content) => {
        content.identity.name = '  <script>alert(1)</script> Église  '
      }),
    )
    expect(parsed.identity.name).toBe('<script>alert(1)</script> Église')
  })
})

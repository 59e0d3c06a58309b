import { describe, expect, it } from 'vitest'
import { CONTACT_SUBJECTS, contactMessageSchema } from './contact-message.ts'
import { newsletterSubscriptionSchema } from './newsletter-subscription.ts'

const valid = { name: 'Paul', email: 'paul@example.org', subject: 'Prière', message: 'Bonjour' }
const errorOf = (patch: Record<string, unknown>, field: string) =>
  contactMessageSchema.safeParse({ ...valid, ...patch }).error?.issues.find((i) => i.path[0] === field)?.message

describe('contactMessageSchema', () => {
  it('accepts each of the seven subjects and nothing else', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(7)
    for (const subject of CONTACT_SUBJECTS) expect(errorOf({ subject }, 'subject')).toBeUndefined()
    for (const subject of ['', 'priere', 'Don', undefined])
      expect(errorOf({ subject }, 'subject')).toBe('Choisissez un sujet.')
  })

  it('requires name, e-mail and message; the phone is optional', () => {
    expect(errorOf({ name: ' ' }, 'name')).toBe('Le nom est obligatoire.')
    expect(errorOf({ email: '' }, 'email')).toBe('Adresse e-mail obligatoire.')
    expect(errorOf({ message: '' }, 'message')).toBe('Le message est obligatoire.')
    expect(contactMessageSchema.safeParse(valid).success).toBe(true)
    expect(errorOf({ phone: '' }, 'phone')).toBeUndefined()
    expect(errorOf({ phone: '12' }, 'phone')).toBe('Numéro de téléphone invalide.')
  })

  it('bounds the texts', () => {
    expect(errorOf({ name: 'a'.repeat(101) }, 'name')).toBe('100 caractères au maximum.')
    expect(errorOf({ message: 'a'.repeat(5001) }, 'message')).toBe('5000 caractères au maximum.')
  })
})

describe('newsletterSubscriptionSchema', () => {
  it('requires a valid e-mail and accepts the honeypot', () => {
    expect(newsletterSubscriptionSchema.parse({ email: ' ana@example.org ', website: '' })).toEqual({
      email: 'ana@example.org',
      website: '',
    })
    expect(newsletterSubscriptionSchema.safeParse({}).success).toBe(false)
    expect(newsletterSubscriptionSchema.safeParse({ email: 'ana' }).success).toBe(false)
    expect(newsletterSubscriptionSchema.safeParse({ email: 'ana@example.org', website: 'x'.repeat(201) }).success).toBe(
      false,
    )
  })
})

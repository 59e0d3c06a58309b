import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './outbox-worker.ts'
import { contactAlert, programmeRequestAlert, subjectLine } from './staff-alerts.ts'

const MINUTE = 60_000

describe('staff alerts', () => {
  it('keeps the subject on one bounded line', () => {
    expect(subjectLine('Nouveau message : Jean\r\nBcc: victime@example.org')).toBe(
      'Nouveau message : Jean Bcc: victime@example.org',
    )
    expect(subjectLine(`x${'y'.repeat(300)}`)).toHaveLength(200)
  })

  it('lists every field, marks the empty ones, and replies to the visitor', () => {
    const mail = contactAlert(
      7,
      { name: 'Jean', email: 'jean@example.org', phone: '', subject: 'Visite', message: 'Bonjour,\r\nà dimanche' },
      '2026-11-22T15:00:00.000Z',
    )
    expect(mail).toEqual({
      replyTo: 'jean@example.org',
      body: expect.any(String),
      subject: 'Nouveau message (Visite) : Jean',
    })
    expect(mail.body).toContain('(n° 7), reçue le 22 novembre 2026 à 11:00 (heure de Santiago)')
    expect(mail.body).toContain('Téléphone : —')
    expect(mail.body).toContain('Message :\nBonjour,\nà dimanche')
  })

  // A name stored before the forms refused line breaks: it must not start a line of its own.
  it('folds a name with line breaks into one line of the body and of the subject', () => {
    const mail = contactAlert(
      8,
      {
        name: 'Jean\r\nBcc: victime@example.org',
        email: 'jean@example.org',
        phone: '',
        subject: 'Visite',
        message: 'Bonjour',
      },
      '2026-11-22T15:00:00.000Z',
    )
    expect(mail.body).toContain('Nom : Jean Bcc: victime@example.org')
    expect(mail.body).toContain('Pour écrire à Jean Bcc: victime@example.org, répondez')
    expect(mail.body.split('\n').filter((line) => line.startsWith('Bcc:'))).toEqual([])
    expect(mail.subject).toBe('Nouveau message (Visite) : Jean Bcc: victime@example.org')
  })

  it('gives a programme request the fields of its own kind only', () => {
    const feproba = programmeRequestAlert(
      1,
      {
        type: 'feproba_registration',
        name: 'Anne',
        email: 'a@example.org',
        phone: '8095550120',
        program: 'couture',
        age: null,
      },
      '2026-11-22T15:00:00.000Z',
    )
    expect(feproba.subject).toBe('Demande FEPROBA (Couture) : Anne')
    expect(feproba.body).toContain('Âge : —')
    expect(feproba.body).not.toContain('Formation actuelle')
    const isl = programmeRequestAlert(
      2,
      {
        type: 'isl_registration',
        name: 'David',
        email: 'd@example.org',
        phone: '8495550130',
        program: 'licence',
        currentEducation: 'autre',
        ministry: '5plus',
      },
      '2026-11-22T15:00:00.000Z',
    )
    expect(isl.body).toContain('Formation actuelle : Autre')
    expect(isl.body).toContain('Expérience ministérielle : 5 ans et plus')
    expect(isl.body).not.toContain('Âge')
  })

  it('backs off 1, 2, 4… minutes, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE])
    expect(retryDelayMs(9)).toBe(256 * MINUTE)
    expect(retryDelayMs(10)).toBe(6 * 60 * MINUTE)
    expect(retryDelayMs(50)).toBe(6 * 60 * MINUTE)
  })
})

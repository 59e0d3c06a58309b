// The sample contact messages, programme requests, newsletter subscribers and staff alerts of
// the mocked backend, at various stages of their follow-up.
import type { AdminMessage, AdminRequest, OutboxItem, RequestStatus } from '#common/schemas/admin-follow-up.ts'
import type { NewsletterSubscriber } from '#common/schemas/newsletter-subscription.ts'
import { daysAgo } from './dates.ts'

type FollowUp = { statusChangedAt: string | null; statusChangedBy: string | null; statusNote: string | null }

// A message's statuses are a request's, less « Traité ».
const follow = <S extends RequestStatus>(
  status: S,
  days: number,
  note: string | null = null,
): FollowUp & { status: S } =>
  status === 'nouveau'
    ? { status, statusChangedAt: null, statusChangedBy: null, statusNote: null }
    : { status, statusChangedAt: daysAgo(days), statusChangedBy: 'Secrétaire', statusNote: note }

export function sampleMessages(): AdminMessage[] {
  return [
    {
      id: 1,
      createdAt: daysAgo(40),
      name: 'Gérard Alcide',
      email: 'gerard.alcide@example.org',
      phone: '',
      subject: 'Visite',
      message:
        'Bonjour, nous serons de passage à Santiago en décembre.\nÀ quelle heure commence le culte du dimanche ?',
      ...follow('repondu', 38),
    },
    {
      id: 2,
      createdAt: daysAgo(12),
      name: 'Mireille Bastien',
      email: 'mireille.bastien@example.org',
      phone: '849-555-0190',
      subject: 'Prière',
      message: 'Merci de prier pour ma mère qui est malade.\n\nQue Dieu vous bénisse.',
      ...follow('lu', 10),
    },
    {
      id: 3,
      createdAt: daysAgo(5),
      name: 'Frantz <b>Hyppolite</b>',
      email: 'frantz.h@example.org',
      phone: '+1 (829) 555-0133',
      subject: "Demande d'information",
      message:
        'Est-ce que l’église propose des cours de français pour les enfants ?\n<script>alert(1)</script> (texte recopié tel quel)',
      ...follow('nouveau', 0),
    },
    {
      id: 4,
      createdAt: daysAgo(1),
      name: 'Nadège Pierre',
      email: 'nadege.pierre@example.org',
      phone: '809 555 0177',
      subject: 'Ministère',
      message: 'Je voudrais rejoindre la chorale.',
      ...follow('nouveau', 0),
    },
  ]
}

export function sampleRequests(): AdminRequest[] {
  return [
    {
      id: 1,
      createdAt: daysAgo(30),
      type: 'feproba_registration',
      name: 'Wilson Dieujuste',
      email: 'wilson.d@example.org',
      phone: '809-555-0150',
      age: 17,
      program: 'informatique',
      level: 'Débutant',
      message: 'Je voudrais connaître les horaires.',
      ...follow('repondu', 28),
    },
    {
      id: 2,
      createdAt: daysAgo(9),
      type: 'isl_registration',
      name: 'Marc-Arthur Jean',
      email: 'marc.arthur@example.org',
      phone: '829-555-0161',
      currentEducation: 'universitaire',
      program: 'diplome',
      level: '',
      ministry: '3-5ans',
      message: 'Je sers comme diacre depuis quatre ans.\nPuis-je suivre les cours le soir ?',
      ...follow('lu', 7),
    },
    {
      id: 3,
      createdAt: daysAgo(3),
      type: 'feproba_registration',
      name: 'Claudette Mérilus',
      email: 'claudette.m@example.org',
      phone: '849-555-0112',
      age: null,
      program: 'couture',
      level: '',
      message: '',
      ...follow('nouveau', 0),
    },
    {
      id: 4,
      createdAt: daysAgo(2),
      type: 'isl_registration',
      name: 'Ronald Estimé',
      email: 'ronald.estime@example.org',
      phone: '+509 3555 0101',
      currentEducation: 'secondaire',
      program: 'certificat',
      level: '1re année',
      ministry: 'aucune',
      message: '',
      ...follow('nouveau', 0),
    },
    {
      id: 5,
      createdAt: daysAgo(60),
      type: 'feproba_registration',
      name: 'Nadège Pierre-Louis',
      email: 'nadege.pl@example.org',
      phone: '+18095550177',
      age: 24,
      program: 'cuisine',
      level: '',
      message: 'Y a-t-il encore des places pour la session de janvier ?',
      ...follow('traite', 50, 'Inscrite pour janvier.'),
    },
  ]
}

export function sampleSubscribers(): NewsletterSubscriber[] {
  return ['lucie.marcelin', 'pasteur.ami', 'famille.desir', 'kettly.joseph', 'ebenezer.louis'].map((name, i) => ({
    id: i + 1,
    email: `${name}@example.org`,
    createdAt: daysAgo(60 - i * 12),
    // The last one has not followed its confirmation link yet, the fourth one left.
    status: i === 4 ? 'pending' : i === 3 ? 'unsubscribed' : 'confirmed',
    confirmedAt: i === 4 ? null : daysAgo(60 - i * 12),
    unsubscribedAt: i === 3 ? daysAgo(5) : null,
  }))
}

export function sampleOutbox(): OutboxItem[] {
  const item = (id: number, subject: string, days: number, extra: Partial<OutboxItem> = {}): OutboxItem => ({
    id,
    to: 'contact@example.org',
    subject,
    body: `${subject}\n\n(détails du formulaire)`,
    createdAt: daysAgo(days),
    sentAt: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: daysAgo(days),
    ...extra,
  })
  return [
    item(1, 'Nouveau message : Gérard Alcide', 40, { sentAt: daysAgo(40), nextAttemptAt: null, attempts: 1 }),
    item(2, 'Nouvelle demande FEPROBA : Claudette Mérilus', 3, {
      attempts: 4,
      lastError: 'Connexion refusée par le serveur SMTP',
      nextAttemptAt: daysAgo(-0.1),
    }),
    item(3, 'Nouveau message : Nadège Pierre', 1),
    item(4, 'Nouvelle inscription : Marie Joseph', 1),
  ]
}

// In-memory sample records for the dashboard mocks (`npm run dev:mock` and component tests).
// Dates are relative to "now" so the overview's months and "ce mois-ci" always have something.
import type {
  AdminMember,
  AdminMessage,
  AdminRequest,
  MessageStatus,
  OutboxItem,
} from '#common/schemas/admin-follow-up.ts'
import type { NewsletterSubscriber } from '#common/schemas/newsletter-subscription.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { upcomingSampleEvents } from '#common/content/seed-data.ts'

type FollowUp = { statusChangedAt: string | null; statusChangedBy: string | null }
export type MockMember = Omit<AdminMember, 'duplicateOf'> & { mergedInto: number | null }
export type MockMessage = AdminMessage
export type MockRequest = AdminRequest

const DAY = 86_400_000
const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * DAY)
  d.setUTCHours(hour, 15, 0, 0)
  return d.toISOString()
}

const PEOPLE = [
  ['Jean', 'Pierre', 'Cultivateur'],
  ['Marie', 'Joseph', 'Couturière'],
  ['Paul', 'Étienne', 'Mécanicien'],
  ['Rose', 'Baptiste', 'Infirmière'],
  ['Jacques', 'Louis', 'Enseignant'],
  ['Esther', 'Charles', 'Commerçante'],
  ['Samuel', 'Jean-Louis', 'Chauffeur'],
  ['Ruth', 'Désir', 'Étudiante'],
  ['David', 'Fleurant', 'Électricien'],
  ['Naomie', 'Augustin', 'Cuisinière'],
  ['Daniel', 'Michel', 'Maçon'],
  ['Sarah', 'Noël', 'Secrétaire'],
  ['Josué', 'Saint-Fleur', 'Comptable'],
  ['Débora', 'Alexis', 'Coiffeuse'],
  ['Élie', 'Casimir', 'Agronome'],
  ['Rachel', 'Dorval', 'Vendeuse'],
  ['Timothée', 'Moïse', 'Étudiant'],
  ['Lydie', 'François', 'Pharmacienne'],
  ['Caleb', 'Jeune', 'Menuisier'],
  ['Anne', 'Célestin', 'Retraitée'],
  ['Moïse', 'Lafleur', 'Soudeur'],
  ['Judith', 'Exantus', 'Professeure'],
  ['Isaac', 'Pierre-Louis', 'Informaticien'],
] as const
const MARITAL = ['marié', 'célibataire', 'veuf', 'divorcé', ''] as const
const MINISTRY = ['jeunes', 'musique', 'enfants', 'evangelisation', 'dames', 'hommes', ''] as const
const STATUSES = ['nouveau', 'nouveau', 'contacte', 'accueilli', 'accueilli', 'archive'] as const
/** Registration dates, oldest first: an uneven year, busier around the conference and Easter. */
const DAYS_AGO = [
  352, 341, 318, 301, 297, 262, 244, 240, 236, 205, 171, 150, 147, 141, 118, 92, 88, 81, 58, 33, 21, 12, 4,
]

function sampleMembers(): MockMember[] {
  const members: MockMember[] = PEOPLE.map(([firstName, lastName, occupation], index) => {
    const id = index + 1
    const status = STATUSES[index % STATUSES.length]!
    const registeredDaysAgo = DAYS_AGO[index] ?? 1
    const createdAt = daysAgo(registeredDaysAgo, 9 + (index % 8))
    const followed = status !== 'nouveau'
    return {
      id,
      createdAt,
      firstName,
      lastName,
      email: `${`${firstName}.${lastName}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '')}@example.org`,
      phone: `809-555-${String(1100 + id * 7).padStart(4, '0')}`,
      dateOfBirth: `${1960 + ((id * 3) % 45)}-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 27) + 1).padStart(2, '0')}`,
      address: `Calle ${['del Sol', 'Duarte', 'Restauración', 'Las Carreras'][id % 4]} ${10 + id}`,
      city: id % 5 === 0 ? 'Puerto Plata' : 'Santiago de los Caballeros',
      occupation,
      maritalStatus: MARITAL[id % MARITAL.length],
      baptized: id % 3 === 0 ? 'non' : 'oui',
      previousChurch: id % 4 === 0 ? 'Église baptiste de Port-de-Paix' : '',
      ministry: MINISTRY[id % MINISTRY.length],
      emergencyContact: id % 2 === 0 ? `${['Marc', 'Lucie', 'Élise', 'Robert'][id % 4]} ${lastName}` : '',
      emergencyPhone: id % 2 === 0 ? `829-555-${String(2000 + id).padStart(4, '0')}` : '',
      testimony:
        id % 3 === 1
          ? 'J’ai connu le Seigneur à Cap-Haïtien.\nDepuis mon arrivée à Santiago, je cherche une église francophone.'
          : '',
      status,
      statusChangedAt: followed ? daysAgo(Math.max(0, registeredDaysAgo - 3)) : null,
      statusChangedBy: followed ? (index % 2 ? 'Secrétaire' : 'Pasteur') : null,
      mergedInto: null,
    }
  })
  // The same person registered twice (same e-mail, phone written differently): a possible duplicate.
  const marie = members[1]!
  members.push({
    ...marie,
    id: members.length + 1,
    createdAt: daysAgo(1, 18),
    phone: '+1 809 555 1114',
    occupation: '',
    testimony: 'Je me réinscris : je ne sais pas si ma première inscription est passée.',
    status: 'nouveau',
    statusChangedAt: null,
    statusChangedBy: null,
  })
  return members
}

const follow = (status: MessageStatus, days: number): FollowUp & { status: MessageStatus } =>
  status === 'nouveau'
    ? { status, statusChangedAt: null, statusChangedBy: null }
    : { status, statusChangedAt: daysAgo(days), statusChangedBy: 'Secrétaire' }

function sampleMessages(): MockMessage[] {
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

function sampleRequests(): MockRequest[] {
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
  ]
}

function sampleSubscribers(): NewsletterSubscriber[] {
  return ['lucie.marcelin', 'pasteur.ami', 'famille.desir', 'kettly.joseph', 'ebenezer.louis'].map((name, i) => ({
    id: i + 1,
    email: `${name}@example.org`,
    createdAt: daysAgo(60 - i * 12),
  }))
}

function sampleOutbox(): OutboxItem[] {
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

function sampleEvents(): ChurchEvent[] {
  const past = (id: number, days: number, title: string, category: string): ChurchEvent => ({
    id,
    title,
    category,
    date: daysAgo(days).slice(0, 10),
    time: '18:00 - 20:00',
    description: 'Événement passé, gardé pour mémoire.',
    location: 'Temple principal, Santiago',
  })
  return [
    past(5, 75, 'Soirée de louange', 'Louange'),
    past(6, 20, 'Baptêmes au fleuve Yaque', 'Cérémonie'),
    ...upcomingSampleEvents(),
  ].sort((a, b) => a.date.localeCompare(b.date))
}

export function createDashboardState() {
  return {
    members: sampleMembers(),
    messages: sampleMessages(),
    requests: sampleRequests(),
    subscribers: sampleSubscribers(),
    outbox: sampleOutbox(),
    events: sampleEvents(),
    /** "a-b" pairs (a < b) an administrator said are different people. */
    dismissedPairs: new Set<string>(),
    smtpConfigured: false,
  }
}
export type DashboardState = ReturnType<typeof createDashboardState>

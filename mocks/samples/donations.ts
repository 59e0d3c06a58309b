// The sample gifts and audit-log lines of the mocked backend.
import type { AuditEntry } from '#common/schemas/audit-log.ts'
import type { Gift } from '#common/schemas/gift.ts'

export const SAMPLE_GIFTS: Omit<Gift, 'id'>[] = [
  {
    date: '2026-11-15',
    amountCents: 250000,
    currency: 'DOP',
    method: 'especes',
    donor: 'Famille Joseph',
    note: 'Offrande de Noël',
    createdAt: '2026-11-15T18:00:00.000Z',
    createdBy: 'Secrétaire',
    updatedAt: null,
    updatedBy: null,
  },
  {
    date: '2026-11-08',
    amountCents: 5000,
    currency: 'USD',
    method: 'paypal',
    donor: '',
    note: '',
    createdAt: '2026-11-09T14:00:00.000Z',
    createdBy: 'Secrétaire',
    updatedAt: null,
    updatedBy: null,
  },
  {
    date: '2026-10-20',
    amountCents: 1500050,
    currency: 'DOP',
    method: 'virement',
    donor: 'Marie Pierre',
    note: 'Projet FEPROBA',
    createdAt: '2026-10-21T13:30:00.000Z',
    createdBy: 'Pasteur',
    updatedAt: null,
    updatedBy: null,
  },
]

export const SAMPLE_AUDIT: Omit<AuditEntry, 'id'>[] = [
  {
    at: '2026-11-20T22:15:00.000Z',
    actor: 'Pasteur',
    action: 'event.create',
    entity: 'event',
    entityId: 7,
    summary: 'Événement « Soirée de louange » ajouté (12 décembre 2026)',
  },
  {
    at: '2026-11-21T13:05:00.000Z',
    actor: 'Secrétaire',
    action: 'member.status',
    entity: 'member',
    entityId: 4,
    summary: 'Inscription n° 4 (Ruth Charles) : Nouveau → Contacté',
  },
]

// The CSV export of an event's sign-ups (GET /api/admin/events/:id/registrations.csv), its columns
// written once for the server and the mocks, like the other exports (admin-exports.ts).
import { csvDateTime, type CsvExport } from './admin-exports.ts'
import { type AdminRegistration, REGISTRATION_STATUS_LABELS } from './schemas/event-registration.ts'

/** `inscriptions-evenement-12-2026-11-22.csv`: one file per event. */
export const eventRegistrationsCsv = (eventId: number): CsvExport<AdminRegistration> => ({
  name: `inscriptions-evenement-${eventId}`,
  columns: [
    { header: 'Nom', value: (row) => row.name },
    { header: 'Téléphone', value: (row) => row.phone },
    { header: 'E-mail', value: (row) => row.email },
    { header: 'Places', value: (row) => row.seats },
    { header: 'Statut', value: (row) => REGISTRATION_STATUS_LABELS[row.status] },
    { header: 'Arrivée', value: (row) => (row.arrivedAt ? csvDateTime(row.arrivedAt) : '') },
    { header: 'Inscrit par', value: (row) => (row.source === 'staff' ? 'Équipe' : 'Site') },
    { header: 'Inscrit le', value: (row) => csvDateTime(row.createdAt) },
  ],
})

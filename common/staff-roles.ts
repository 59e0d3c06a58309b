// The staff's roles, with the French label and description the dashboard shows (no zod here:
// the dashboard's tab table imports this into the public pages' entry chunk).

export const STAFF_ROLES = ['administrateur', 'secretariat', 'contenu', 'responsable'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrateur: 'Administrateur',
  secretariat: 'Secrétariat',
  contenu: 'Contenu',
  responsable: 'Responsable de ministère',
}

/** What each role may do, in the words the dashboard shows next to the choice. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrateur:
    'Tout, y compris les comptes de l’équipe, le compte PayPal des dons, le journal et les destinataires des alertes.',
  secretariat:
    'Suivi des membres, messages, demandes et abonnés à la lettre d’information ; registre des dons (offrandes) ; événements, cultes, galerie et contenus du site.',
  contenu: 'Événements, cultes, galerie et contenus du site.',
  responsable: 'L’appel des réunions de ses ministères seulement, avec la liste de leurs membres.',
}

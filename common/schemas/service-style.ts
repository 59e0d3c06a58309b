// Without zod: the home page's service cards use the icon keys before zod loads.

/**
 * The colours a service can take: the value is the CSS gradient stored and put in the card's
 * style attribute, so only these exact strings are accepted (never free CSS from a form).
 */
export const SERVICE_COLORS = [
  { value: 'linear-gradient(135deg, #1e3a8a, #3b82f6)', label: 'Bleu' },
  { value: 'linear-gradient(135deg, #7c2d12, #f59e0b)', label: 'Ambre' },
  { value: 'linear-gradient(135deg, #065f46, #10b981)', label: 'Vert' },
  { value: 'linear-gradient(135deg, #581c87, #a855f7)', label: 'Violet' },
  { value: 'linear-gradient(135deg, #0f172a, #475569)', label: 'Ardoise' },
  { value: 'linear-gradient(135deg, #7f1d1d, #ef4444)', label: 'Rouge' },
  { value: 'linear-gradient(135deg, #134e4a, #14b8a6)', label: 'Turquoise' },
  { value: 'linear-gradient(135deg, #831843, #ec4899)', label: 'Rose' },
] as const
export type ServiceColor = (typeof SERVICE_COLORS)[number]['value']

/** The icons the home page draws (src/features/services/components/services-section.tsx), by key. */
export const SERVICE_ICONS = [
  { value: 'church', label: 'Église' },
  { value: 'book', label: 'Livre' },
  { value: 'bible', label: 'Bible' },
  { value: 'users', label: 'Groupe' },
  { value: 'music', label: 'Musique' },
  { value: 'pray', label: 'Prière' },
  { value: 'heart', label: 'Cœur' },
  { value: 'child', label: 'Enfants' },
] as const
export type ServiceIcon = (typeof SERVICE_ICONS)[number]['value']

export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

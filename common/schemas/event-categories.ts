// Without zod, so the home page's event cards can use them before zod loads.

/** Known categories get their own colour; any other text gets a neutral style. */
export const EVENT_CATEGORIES = ['Conférence', 'Formation', 'Cérémonie', 'Communautaire'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const isKnownEventCategory = (value: string): value is EventCategory =>
  (EVENT_CATEGORIES as readonly string[]).includes(value)

/**
 * Where the server serves the leaders' portraits (made from an upload, never typed in a form).
 * Apart from the site content's schemas so that a page drawing a portrait does not load zod.
 */
export const PEOPLE_MEDIA_PREFIX = '/media/people/'

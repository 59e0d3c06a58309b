// The one door to the dashboard's code for its routes (src/routes/admin-dashboard*): they import
// only this and the URL checks (the search.ts modules) into the entry chunk, and everything else
// lazily through here. One import for every tab keeps the dashboard in one chunk: a chunk per tab
// would each share the public features' code with the home page in its own way, and split it into
// many small chunks on the public pages' first screen.
export const loadDashboard = () => import('./index.ts')

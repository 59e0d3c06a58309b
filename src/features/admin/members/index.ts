// What the other dashboard subjects use of the registrations: the « Membres » tab shows them as
// one of its views (people/components/membres-tab.tsx).
export { MembersTab } from './components/members-tab.tsx'
export type { MembersSearch } from './search.ts'

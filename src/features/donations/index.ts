// What other features may use of the donations: the home page shows the « Donner » section.
export { GiveSection } from './components/give-section.tsx'

// What other features use of the sermons: the home page's « Culte en direct » and its way to them.
export { LiveLink, SermonsLink } from './components/live-link.tsx'

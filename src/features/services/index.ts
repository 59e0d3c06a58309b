// What other features may use of the services: the home page shows their section.
export { ServicesSection } from './components/services-section.tsx'

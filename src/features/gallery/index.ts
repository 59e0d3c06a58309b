// What other features may use of the gallery: its section, which the home page shows.
export { GallerySection } from './components/gallery-section.tsx'

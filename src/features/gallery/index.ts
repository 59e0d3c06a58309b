// What other features may use of the gallery: its section (the home page shows it) and the
// responsive picture of a stored photo (the dashboard shows its photos as the visitors see them).
export { GallerySection } from './components/gallery-section.tsx'
export { GalleryPicture } from './components/gallery-picture.tsx'

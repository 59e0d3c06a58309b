// What other features may use of the gallery: the responsive picture of a stored photo (the
// dashboard shows its photos as the visitors see them).
export { GalleryPicture } from './components/gallery-picture.tsx'

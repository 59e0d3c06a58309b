// What the other admin subjects may use of this one's components: the newsletter's tab shows the
// same list of subscribers as the messages' « Newsletter » view.
export { NewsletterList } from './components/newsletter-list.tsx'

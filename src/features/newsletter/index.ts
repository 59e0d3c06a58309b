// What other features may use of the newsletter: its form's module, which the home page loads
// only as the form nears the screen. A loader rather than the component, so that the form's code
// (react-hook-form, zod) stays in a chunk of its own.
export const loadNewsletterForm = () => import('./components/newsletter-form.tsx')

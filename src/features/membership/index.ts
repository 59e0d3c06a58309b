// What other features may use of the membership: its form's module, which the home page loads
// only as the form nears the screen. A loader rather than the component, so that the form's code
// (react-hook-form, zod) stays in a chunk of its own.
export const loadMembershipForm = () => import('./components/membership-form.tsx')

import { createTheme, type MantineColorsTuple } from '@mantine/core'

// Deep royal blue of the church's identity, with a warm gold accent.
const churchBlue: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c6ea',
  '#8ca6df',
  '#6a8bd5',
  '#5479cf',
  '#4870cd',
  '#3a5fb5',
  '#3155a2',
  '#1e3a8a',
]
// Shades 8 and 9 colour small text on white and cream: dark enough for 4.5:1 (WCAG AA).
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#9a6400',
  '#875800',
]

export const theme = createTheme({
  primaryColor: 'churchBlue',
  primaryShade: { light: 9, dark: 6 },
  colors: { churchBlue, gold },
  // System fonts: nothing to download on slow mobile data.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  // A visitor who asks their system for less motion gets Mantine's transitions (dialogs, menus)
  // without their animation, as the site's own CSS does (src/styles/site.css).
  respectReducedMotion: true,
  components: {
    // A dialog's title row is a <header> inside <section role="dialog">, which assistive
    // technologies take for a second banner of the page (axe: landmark-no-duplicate-banner).
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // A notification's close button is an icon alone: its name, in French (axe: button-name); and
    // no `color` attribute, which Mantine would write on the <button> (the Nu Html Checker's error).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fermer', color: undefined } } },
  },
})

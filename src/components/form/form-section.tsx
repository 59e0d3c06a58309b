import type { ReactNode } from 'react'
import { Fieldset } from '../ui/fieldset.ts'

const legendStyle = {
  fontFamily: 'var(--mantine-font-family-headings)',
  fontWeight: 700,
  fontSize: 'var(--mantine-font-size-lg)',
  color: 'var(--mantine-color-churchBlue-9)',
  paddingBottom: 'var(--mantine-spacing-xs)',
  marginBottom: 'var(--mantine-spacing-md)',
  borderBottom: '2px solid var(--mantine-color-gold-4)',
}

// Browsers give a fieldset side margins and a min-content width (which can push a phone
// layout sideways): both are reset.
const rootStyle = { margin: 0, minWidth: 0 }

/** A titled group of fields (a fieldset: its legend names the group for screen readers too). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ root: rootStyle, legend: legendStyle }}>
      {children}
    </Fieldset>
  )
}

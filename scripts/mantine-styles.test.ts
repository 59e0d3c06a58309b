import { describe, expect, it } from 'vitest'
import { componentsOf, stylesheetRank, stylesheetsOf } from './mantine-styles.ts'

const core = (...sheets: string[]) => sheets.map((sheet) => `@mantine/core/styles/${sheet}.css`)

describe('stylesheetsOf', () => {
  it("finds Button's sheets, UnstyledButton's first as Mantine's docs show", () => {
    // Loader: a loading Button draws one.
    expect(stylesheetsOf('core', 'Button')).toEqual(core('UnstyledButton', 'Loader', 'Button'))
  })

  it("follows a component's parts and what they draw: a Modal's content is a Paper", () => {
    const sheets = stylesheetsOf('core', 'Modal')
    expect(sheets).toEqual(expect.arrayContaining(core('Paper', 'Overlay', 'CloseButton', 'ModalBase', 'Modal')))
    expect(sheets.at(-1)).toBe('@mantine/core/styles/Modal.css')
  })

  it('leaves out what Mantine imports without drawing it (ModalRoot only compares ScrollArea)', () => {
    expect(stylesheetsOf('core', 'Modal')).not.toContain('@mantine/core/styles/ScrollArea.css')
    expect(stylesheetsOf('core', 'Table')).toContain('@mantine/core/styles/ScrollArea.css')
  })

  it('follows the other packages into @mantine/core, and puts their own sheet last', () => {
    expect(stylesheetsOf('charts', 'BarChart')).toEqual([...core('ColorSwatch'), '@mantine/charts/styles.css'])
    expect(stylesheetsOf('notifications', 'Notifications').at(-1)).toBe('@mantine/notifications/styles.css')
  })

  it('ranks the global sheets before every component sheet', () => {
    expect(stylesheetRank('@mantine/core/styles/global.css')).toBeLessThan(
      stylesheetRank('@mantine/core/styles/UnstyledButton.css'),
    )
  })
})

describe('componentsOf', () => {
  it('lists what draws styles, not the provider nor the unstyled helpers', () => {
    const components = componentsOf('core')
    expect(components).toEqual(expect.arrayContaining(['Button', 'Modal', 'NativeSelect', 'TextInput']))
    for (const name of ['MantineProvider', 'Box', 'Portal', 'Transition']) expect(components).not.toContain(name)
  })
})

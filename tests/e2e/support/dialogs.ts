import type { Locator, Page } from 'playwright-core'
import { ADMIN_DASHBOARD, adminDashboardPages, adminTabPath } from '#common/admin-dashboard-pages.ts'

/** Each public page, with the buttons that open its dialogs. */
export const PUBLIC_PAGES: Record<string, (page: Page) => Locator[]> = {
  '/': (page) => [
    page.getByRole('button', { name: "Plus d'informations" }).first(),
    page
      .locator('#gallery')
      .getByRole('button')
      .filter({ has: page.locator('img') })
      .first(),
    page.getByRole('button', { name: 'Accès administrateur' }),
  ],
  '/feproba-programmes': (page) => [page.getByRole('button', { name: /^S'inscrire — / }).first()],
  '/isl-programmes': (page) => [page.getByRole('button', { name: /^Postuler — / }).first()],
  '/confession-de-foi': () => [],
  // The calendar's dialogs are the home page's events' (checked there).
  '/calendrier': () => [],
  // A sermon's page has none; the list neither.
  '/predications': () => [],
}

/** Each dashboard address (a tab, or one of its views), with the buttons that open its dialogs. */
const WITH_DIALOGS: [string, (page: Page) => Locator[]][] = [
  [ADMIN_DASHBOARD, (page) => [page.getByRole('button', { name: 'Corriger les chiffres affichés sur le site' })]],
  [
    adminTabPath('membres'),
    (page) => [
      page.getByRole('button', { name: 'Ajouter une personne' }),
      page.getByRole('button', { name: 'Exporter' }),
      page.getByRole('button', { name: 'Importer' }),
    ],
  ],
  [
    `${adminTabPath('membres')}?rubrique=inscriptions`,
    (page) => [page.getByRole('button', { name: /^Détails de / }).first()],
  ],
  [`${adminTabPath('membres')}?rubrique=modeles`, () => []],
  [
    adminTabPath('evenements'),
    (page) => [
      page.getByRole('button', { name: 'Ajouter un événement' }),
      page.getByRole('button', { name: /^Modifier « / }).first(),
      page.getByRole('button', { name: /^Supprimer « / }).first(),
    ],
  ],
  [
    adminTabPath('cultes'),
    (page) => [
      page.getByRole('button', { name: 'Ajouter un culte' }),
      page.getByRole('button', { name: /^Modifier « / }).first(),
      page.getByRole('button', { name: /^Supprimer « / }).first(),
    ],
  ],
  [
    adminTabPath('galerie'),
    (page) => [
      page.getByRole('button', { name: /^Modifier la photo / }).first(),
      page.getByRole('button', { name: /^Supprimer la photo / }).first(),
    ],
  ],
  [adminTabPath('predications'), (page) => [page.getByRole('button', { name: 'Ajouter une prédication' })]],
  [
    adminTabPath('dons'),
    (page) => [
      page.getByRole('button', { name: 'Ajouter un don' }),
      page.getByRole('button', { name: /^Modifier le don/ }).first(),
      page.getByRole('button', { name: /^Supprimer le don/ }).first(),
    ],
  ],
  [`${adminTabPath('messages')}?rubrique=messages`, () => []],
  [`${adminTabPath('messages')}?rubrique=demandes`, () => []],
  [
    `${adminTabPath('messages')}?rubrique=newsletter`,
    (page) => [page.getByRole('button', { name: /^Retirer / }).first()],
  ],
  [`${adminTabPath('messages')}?rubrique=alertes`, () => []],
  [adminTabPath('journal'), () => []],
]

/** Those, and any tab of the dashboard not named above (checked without its dialogs). */
export const DASHBOARD_PAGES: [string, (page: Page) => Locator[]][] = [
  ...WITH_DIALOGS,
  ...adminDashboardPages()
    .filter((address) => !WITH_DIALOGS.some(([listed]) => listed.split('?')[0] === address))
    .map((address): [string, (page: Page) => Locator[]] => [address, () => []]),
]

/**
 * Opens the dialog `opener` opens and waits until it is fully drawn (a dialog may load its form,
 * and Mantine fades it and its overlay in, 200 ms): returns the dialog. Drawn means opaque, it
 * and its ancestors, with no transition still running (the spinners' endless ones aside),
 * checked at each frame rather than after a fixed wait.
 */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.scrollIntoViewIfNeeded()
  await opener.click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await page.waitForFunction(
    () => {
      const open = document.querySelector('[role="dialog"]')
      if (!open || open.querySelector('[aria-busy="true"]')) return false
      for (let node: Element | null = open; node; node = node.parentElement)
        if (getComputedStyle(node).opacity !== '1') return false
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        )
    },
    undefined,
    { polling: 'raf' },
  )
  return dialog
}

/** Closes the open dialog with Escape, and waits until it is gone. */
export async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

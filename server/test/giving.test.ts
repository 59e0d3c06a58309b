// The « Donner » section's ways to give beyond PayPal: a bank transfer, a mobile payment, the
// offering at the service, saved in the dashboard and read by the site (GET /api/donation).
import { describe, expect, it } from 'vitest'
import { signIn } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

const paypal = { paypalEmail: 'tresor@eglise.example', currency: 'USD' }
const transfer = {
  bank: 'Banco Popular Dominicano',
  holder: 'Iglesia Bautista Francófona de Santiago',
  accountNumber: '812345678',
  rnc: '4-30-12345-6',
  currency: 'DOP',
}

describe('the other ways to give', () => {
  const t = useTestApp()

  it('saves a transfer, a mobile payment and the offering, and the site reads them', async () => {
    const admin = await signIn(t.app)
    const put = await admin.send('PUT', '/api/admin/donation-settings', {
      ...paypal,
      transfer,
      mobilePayment: ' Tpago au 809-555-0100 ',
      offering: 'Au moment de l’offrande, en pesos ou en dollars.',
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ transfer, mobilePayment: 'Tpago au 809-555-0100' })
    const site = (await t.app.inject('/api/donation')).json()
    expect(site).toEqual({
      ...paypal,
      transfer,
      mobilePayment: 'Tpago au 809-555-0100',
      offering: 'Au moment de l’offrande, en pesos ou en dollars.',
    })
    const line = t.app.db.prepare("SELECT summary FROM audit_log WHERE action = 'donation.settings'").pluck().get()
    expect(line).toBe(
      'Lien de don PayPal : compte tresor@eglise.example, devise USD ; aussi : virement (Banco Popular Dominicano, DOP), paiement mobile, offrande au culte',
    )

    // Saved again with PayPal alone: the other ways are withdrawn from the site.
    await admin.send('PUT', '/api/admin/donation-settings', paypal)
    expect((await t.app.inject('/api/donation')).json().transfer.bank).toBe('')
  })

  it('asks for the bank, the holder and the number once a transfer is begun, and checks the RNC', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send('PUT', '/api/admin/donation-settings', {
      ...paypal,
      transfer: { bank: 'Banreservas', rnc: '123' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({
      'transfer.rnc': ['RNC invalide : 9 chiffres (ou 11), avec ou sans tirets.'],
      'transfer.holder': ['Indiquez le titulaire du compte pour proposer le virement.'],
      'transfer.accountNumber': ['Indiquez le numéro de compte pour proposer le virement.'],
    })
  })
})

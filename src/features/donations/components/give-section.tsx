import { IconBuildingBank, IconDeviceMobile, IconHeartHandshake, IconWorld } from '@tabler/icons-react'
import { donateUrlFor } from '#common/seed/built-in-donation.ts'
import {
  type PaypalCurrency,
  TRANSFER_CURRENCY_LABELS,
  transferGiven,
  withOtherGiving,
} from '#common/schemas/donation-defaults.ts'
import type { DonationSettings } from '#common/schemas/donation-settings.ts'
import { Section } from '#src/components/section.tsx'
import classes from './give-section.module.css'

/** « en dollars américains (USD) »: the currency of PayPal's page, as a sentence says it. */
const IN_CURRENCY: Record<PaypalCurrency, string> = {
  USD: 'en dollars américains (USD)',
  EUR: 'en euros (EUR)',
  CAD: 'en dollars canadiens (CAD)',
}

type GiveSectionProps = {
  /** The church's ways to give (GET /api/donation); undefined until known. */
  settings: DonationSettings | undefined
  churchName: string | undefined
}

/**
 * « Donner »: how to give, in pesos or in dollars. The offering at the service, a bank transfer and
 * a mobile payment each show once the church has filled them in (the dashboard's « Dons »);
 * PayPal, in dollars or another currency it accepts, always.
 */
export function GiveSection({ settings, churchName }: GiveSectionProps) {
  const giving = settings ? withOtherGiving(settings) : undefined
  const { transfer } = giving ?? { transfer: undefined }
  return (
    <Section
      id="donner"
      eyebrow="Soutenir l’œuvre"
      title="Donner"
      intro="Vos dons font vivre l’église, ses ministères et son service au quartier. Vous pouvez donner en pesos dominicains comme en dollars."
    >
      {giving ? (
        <ul className={classes.ways}>
          {giving.offering ? (
            <li className={classes.way}>
              <h3 className={classes.title}>
                <IconHeartHandshake size={22} aria-hidden="true" />
                Pendant le culte
              </h3>
              <p className={classes.text}>{giving.offering}</p>
            </li>
          ) : null}
          {transfer && transferGiven(giving) ? (
            <li className={classes.way}>
              <h3 className={classes.title}>
                <IconBuildingBank size={22} aria-hidden="true" />
                Virement bancaire
              </h3>
              <dl className={classes.facts}>
                <dt>Banque</dt>
                <dd>{transfer.bank}</dd>
                {transfer.holder ? (
                  <>
                    <dt>Titulaire</dt>
                    <dd>{transfer.holder}</dd>
                  </>
                ) : null}
                <dt>Numéro de compte</dt>
                <dd className={classes.number}>{transfer.accountNumber}</dd>
                {transfer.rnc ? (
                  <>
                    <dt>RNC</dt>
                    <dd className={classes.number}>{transfer.rnc}</dd>
                  </>
                ) : null}
                <dt>Devise</dt>
                <dd>{TRANSFER_CURRENCY_LABELS[transfer.currency]}</dd>
              </dl>
            </li>
          ) : null}
          {giving.mobilePayment ? (
            <li className={classes.way}>
              <h3 className={classes.title}>
                <IconDeviceMobile size={22} aria-hidden="true" />
                Paiement mobile
              </h3>
              <p className={classes.text}>{giving.mobilePayment}</p>
            </li>
          ) : null}
          <li className={classes.way}>
            <h3 className={classes.title}>
              <IconWorld size={22} aria-hidden="true" />
              En ligne, avec PayPal
            </h3>
            <p className={classes.text}>
              Par carte ou compte PayPal, une fois ou chaque mois, {IN_CURRENCY[giving.currency]}. PayPal n’accepte pas
              le peso dominicain.
            </p>
            <a
              className={classes.paypal}
              href={donateUrlFor(giving, churchName)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Donner avec PayPal<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </li>
        </ul>
      ) : null}
    </Section>
  )
}

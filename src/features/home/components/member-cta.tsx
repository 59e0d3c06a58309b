import { Button } from '#src/components/ui/button.ts'
import { Link } from '@tanstack/react-router'
import { IconArrowDown, IconCheck, IconMail, IconPhone } from '@tabler/icons-react'
import { Section } from '#src/components/section.tsx'
import { useLoadedSiteContent } from '#src/lib/site-content.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import { formatPhone, telHref } from '#common/phone.ts'
import classes from './member-cta.module.css'

const benefits = [
  'Accompagnement spirituel personnel',
  'Participation aux ministères',
  'Formations de la fondation et de l’institut',
  'Communion fraternelle active',
]

// Made on first use: the module loads with the first screen, which shows no figure (a browser's
// first Intl formatter loads its locale data, common/format-date.ts).
let countFormat: Intl.NumberFormat | undefined
const count = () => (countFormat ??= new Intl.NumberFormat('fr-FR'))

/** The invitation to join: live member figures, what members receive, and the ways to reach us. */
export function MemberCta({ stats }: { stats: MemberStats }) {
  const { contacts } = useLoadedSiteContent()
  const figures = [
    { value: stats.totalMembers, label: 'membres' },
    { value: stats.newThisMonth, label: 'nouveaux ce mois-ci' },
    { value: stats.activeMembers, label: 'membres actifs' },
  ]
  return (
    <Section
      id="join"
      tone="navy"
      eyebrow="Rejoignez-nous"
      title="Faites partie de la famille"
      intro="Devenir membre, c’est s’engager avec d’autres croyants pour grandir dans la foi et servir ensemble."
    >
      <ul className={classes.figures}>
        {figures.map((figure) => (
          <li key={figure.label} className={classes.figure}>
            <span className={classes.value}>{count().format(figure.value)}</span>
            <span className={classes.label}>{figure.label}</span>
          </li>
        ))}
      </ul>
      <div className={classes.grid}>
        <div>
          <h3 className={classes.subtitle}>Ce que vous recevez</h3>
          <ul className={classes.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>
                <span className={classes.check} aria-hidden="true">
                  <IconCheck size={16} stroke={3} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className={classes.actions}>
          <Button
            component={Link}
            to="/"
            hash="membership"
            size="lg"
            color="gold.4"
            autoContrast
            rightSection={<IconArrowDown size={18} aria-hidden="true" />}
          >
            Je veux devenir membre
          </Button>
          <p className={classes.or}>ou parlez-nous directement :</p>
          <div className={classes.contacts}>
            <a href={telHref(contacts.phone)} className={classes.contact}>
              <IconPhone size={18} aria-hidden="true" />
              <span>
                Appeler le <span className={classes.nowrap}>{formatPhone(contacts.phone)}</span>
              </span>
            </a>
            <a href={`mailto:${contacts.emails.main}`} className={classes.contact}>
              <IconMail size={18} aria-hidden="true" />
              <span>Écrire à {contacts.emails.main}</span>
            </a>
          </div>
        </div>
      </div>
    </Section>
  )
}

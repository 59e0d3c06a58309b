// The content document the server stores on its first start (server/src/db/site-content-seed.ts)
// and the mocked backend answers (mocks/handlers/site.ts): the values of the files beside this
// one, gathered in the shape of common/schemas/site-content.ts. From then on the church edits
// the stored document; these files are only the defaults a new installation starts with.
import type { SiteContent } from '../schemas/site-content.ts'
import { church } from './church.ts'
import { confessionIntro, convictions } from './confession.ts'
import { classicProgrammes, feprobaIntro, trainings } from './feproba-programmes.ts'
import { islIntro, islProgrammes } from './isl-programmes.ts'
import { leaders, ministryDirectors } from './leaders.ts'
import { ministries } from './ministries.ts'

const { feproba, isl } = church

/** The meta description of each public page. */
const descriptions: SiteContent['descriptions'] = {
  home: `Église baptiste francophone à Santiago (République dominicaine) depuis ${church.foundedYear} : cultes, ministères, événements, fondation ${feproba.name} et institut théologique ${isl.name}.`,
  feprobaProgrammes: `École élémentaire et secondaire, et sept formations professionnelles de la fondation ${feproba.name} à Santiago : informatique, couture, mécanique, cuisine, décoration, anglais et espagnol.`,
  islProgrammes: `Certificat (2 ans), diplôme (3 ans) et licence (4 ans) en théologie à l'Institut ${isl.name} de Santiago, en partenariat avec une université baptiste des États-Unis.`,
  confession:
    "Les onze convictions de notre Église baptiste : les Écritures, le Dieu trinitaire, Jésus-Christ, le salut par grâce par la foi, l'Église, le baptême des croyants et l'espérance du retour de Christ.",
}

/** « Notre histoire » on the home page. */
const history = [
  `Fondée en ${church.foundedYear} à Santiago de los Caballeros, notre église est devenue une communauté vivante où francophones, Dominicains et amis de toutes origines se retrouvent autour de la Parole de Dieu.`,
  `Fidèles à l’héritage baptiste — l’autorité de la Bible, le salut par la grâce au moyen de la foi, le baptême des croyants — nous voulons annoncer l’Évangile, former des disciples et servir notre ville. De cette vision sont nées la fondation ${feproba.name} en ${feproba.foundedYear} et l’institut théologique ${isl.name} en ${isl.foundedYear}.`,
]

/** A fresh copy each time: the caller may change it. */
export function siteContentSeed(): SiteContent {
  return {
    identity: {
      name: church.name,
      shortName: church.shortName,
      foundedYear: church.foundedYear,
      figures: { ...church.stats },
    },
    pastor: { ...church.pastor },
    contacts: {
      phone: church.phone,
      whatsapp: { ...church.whatsapp },
      emails: { ...church.emails },
      address: { ...church.address },
      hoursNote: '',
    },
    social: church.social.map((link) => ({ ...link })),
    descriptions: { ...descriptions },
    history: [...history],
    leaders: leaders.map((leader) => ({ ...leader })),
    directors: ministryDirectors.map((director) => ({ ...director })),
    ministries: ministries.map((ministry) => ({ ...ministry })),
    feproba: {
      name: feproba.name,
      foundedYear: feproba.foundedYear,
      taxNumber: feproba.taxNumber,
      intro: feprobaIntro,
      schools: classicProgrammes.map((school) => ({
        ...school,
        image: { ...school.image },
        subjects: [...school.subjects],
      })),
      trainings: trainings.map((training) => ({
        ...training,
        skills: [...training.skills],
        duration: { ...training.duration },
      })),
    },
    isl: {
      name: isl.name,
      foundedYear: isl.foundedYear,
      intro: islIntro,
      figures: { ...isl.stats },
      programmes: islProgrammes.map((programme) => ({
        ...programme,
        requirements: [...programme.requirements],
        subjects: [...programme.subjects],
        careers: [...programme.careers],
      })),
    },
    confession: {
      intro: confessionIntro,
      convictions: convictions.map((conviction) => ({ ...conviction, references: [...conviction.references] })),
    },
  }
}

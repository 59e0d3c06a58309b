// The church's confession of faith (eleven numbered convictions). The church edits the
// wording here; the page numbers the articles in this order.

export interface Conviction {
  title: string
  text: string
  /** Bible references, chapter.verse as in French Bibles (Louis Segond numbering). */
  references: readonly string[]
}

export const confessionIntro =
  "Avec les Églises baptistes de tous les temps, nous confessons la foi «\u00a0transmise aux saints une fois pour toutes\u00a0» (Jude\u00a03). Cette confession ne remplace pas la Bible, seule autorité en matière de foi et de vie : elle résume, avec humilité, ce que nous croyons l'entendre enseigner, et ce qui nous unit comme famille d'Église."

export const convictions: readonly Conviction[] = [
  {
    title: 'Les Saintes Écritures',
    text: "Nous croyons que la Bible, Ancien et Nouveau Testaments, est la Parole de Dieu, divinement inspirée et sans erreur dans ses écrits originaux. Elle est l'autorité suprême et suffisante pour la foi, la doctrine et la conduite du croyant comme de l'Église.",
    references: ['2 Timothée 3.16-17', '2 Pierre 1.20-21', 'Psaume 119.105'],
  },
  {
    title: 'Le Dieu trinitaire',
    text: 'Nous croyons en un seul Dieu, vivant et vrai, Créateur et Souverain de toutes choses, éternellement existant en trois personnes : le Père, le Fils et le Saint-Esprit, égales en divinité, en gloire et en puissance.',
    references: ['Deutéronome 6.4', 'Matthieu 28.19', '2 Corinthiens 13.13'],
  },
  {
    title: 'Jésus-Christ',
    text: "Nous croyons que Jésus-Christ, Fils éternel de Dieu, s'est fait homme, conçu du Saint-Esprit et né de la vierge Marie. Il a vécu sans péché, est mort sur la croix à notre place, est ressuscité corporellement le troisième jour et siège à la droite du Père, où il intercède pour nous.",
    references: ['Jean 1.1-14', 'Philippiens 2.5-11', '1 Corinthiens 15.3-4', 'Hébreux 7.25'],
  },
  {
    title: 'Le Saint-Esprit',
    text: "Nous croyons que le Saint-Esprit convainc le monde de péché, fait naître de nouveau ceux qui croient, demeure en eux, les sanctifie, les console et leur accorde des dons pour l'édification de l'Église.",
    references: ['Jean 16.8-13', 'Tite 3.5', '1 Corinthiens 12.4-11', 'Galates 5.22-23'],
  },
  {
    title: "L'homme et le péché",
    text: "Nous croyons que l'être humain a été créé à l'image de Dieu, homme et femme, pour vivre en communion avec lui. Par sa désobéissance, il est tombé dans le péché : tous ont péché, sont privés de la gloire de Dieu et ne peuvent se sauver eux-mêmes.",
    references: ['Genèse 1.26-27', 'Genèse 3', 'Romains 3.23', 'Romains 5.12'],
  },
  {
    title: 'Le salut par grâce, par la foi',
    text: 'Nous croyons que le salut est un don gratuit de Dieu, accordé par grâce, au moyen de la foi seule en Jésus-Christ, sur la base de son sacrifice parfait, et non par les œuvres. Quiconque se repent et croit en lui est pardonné, justifié et reçoit la vie éternelle.',
    references: ['Éphésiens 2.8-9', 'Romains 5.1', 'Jean 3.16', 'Actes 4.12'],
  },
  {
    title: "L'Église",
    text: "Nous croyons que l'Église universelle est le corps de Christ, formé de tous les rachetés. Elle se manifeste dans l'Église locale, communauté de croyants baptisés, unis pour le culte, l'enseignement, la communion fraternelle, la prière et le service, sous la seule autorité de Christ.",
    references: ['Matthieu 16.18', 'Actes 2.41-47', 'Éphésiens 4.11-16'],
  },
  {
    title: 'Le baptême et la sainte cène',
    text: "Nous croyons que le Seigneur a institué deux ordonnances. Le baptême, par immersion, est réservé aux croyants qui ont personnellement confessé leur foi : il témoigne de leur union avec Christ dans sa mort et sa résurrection. La sainte cène rappelle la mort du Seigneur jusqu'à ce qu'il vienne.",
    references: ['Matthieu 28.19-20', 'Romains 6.3-5', '1 Corinthiens 11.23-26'],
  },
  {
    title: 'Le sacerdoce universel et la liberté de conscience',
    text: "Nous croyons que tout croyant a, par Christ, un libre accès auprès de Dieu et est appelé à le servir selon les dons reçus. Nous affirmons la liberté de conscience et la séparation de l'Église et de l'État : nul ne peut être contraint en matière de foi.",
    references: ['1 Pierre 2.9', 'Hébreux 4.16', 'Romains 14.12', 'Actes 5.29'],
  },
  {
    title: 'La mission',
    text: "Nous croyons que Christ a confié à son Église la mission d'annoncer l'Évangile à toutes les nations, de faire des disciples et de manifester l'amour de Dieu par des œuvres de justice et de compassion, ici à Santiago et jusqu'aux extrémités de la terre.",
    references: ['Matthieu 28.18-20', 'Actes 1.8', 'Michée 6.8', 'Jacques 2.14-17'],
  },
  {
    title: 'Le retour de Christ',
    text: 'Nous croyons au retour personnel, visible et glorieux de Jésus-Christ, à la résurrection des morts et au jugement dernier. Les rachetés vivront éternellement avec le Seigneur ; cette espérance bienheureuse nous appelle à la sainteté et à la vigilance.',
    references: ['Actes 1.11', '1 Thessaloniciens 4.16-17', 'Apocalypse 21.1-4', 'Tite 2.13'],
  },
]

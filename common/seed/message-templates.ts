// The WhatsApp templates a new installation starts with; the church edits them in the dashboard.
// `{prénom}` is replaced by the person's first name (common/people-rules.ts renderTemplate).
import type { MessageTemplate } from '../schemas/people.ts'

export const SEED_MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    key: 'bienvenue',
    label: 'Bienvenue',
    texts: {
      fr: 'Bonjour {prénom}, merci d’être venu(e) à l’Église Baptiste Francophone de Santiago ! C’était une joie de vous accueillir. N’hésitez pas à nous écrire si vous avez une question ou un sujet de prière. À dimanche, que Dieu vous bénisse !',
      ht: 'Bonjou {prénom}, mèsi paske ou te vini nan Legliz Batis Frankofòn Santiago a ! Se te yon jwa pou nou resevwa w. Pa ezite ekri nou si w gen yon kesyon oswa yon sijè lapriyè. N a wè dimanch, Bondye beni w !',
      es: 'Hola {prénom}, ¡gracias por visitar la Iglesia Bautista Francófona de Santiago! Fue una alegría recibirte. Escríbenos si tienes alguna pregunta o un motivo de oración. ¡Te esperamos el domingo, Dios te bendiga!',
      en: 'Hello {prénom}, thank you for visiting the French-speaking Baptist Church of Santiago! It was a joy to welcome you. Feel free to write to us with any question or prayer request. See you on Sunday, God bless you!',
    },
  },
  {
    key: 'vous_nous_avez_manque',
    label: 'Vous nous avez manqué',
    texts: {
      fr: 'Bonjour {prénom}, vous nous avez manqué ces derniers temps ! Nous pensons à vous et prions pour vous. Tout va bien ? Si vous avez besoin de quoi que ce soit, nous sommes là. Au plaisir de vous revoir bientôt.',
      ht: 'Bonjou {prénom}, ou manke nou anpil dènye tan sa yo ! N ap panse a w e n ap priye pou ou. Tout bagay anfòm ? Si w bezwen kichòy, nou la pou ou. Nou espere wè w byento.',
      es: 'Hola {prénom}, ¡te hemos echado de menos últimamente! Pensamos en ti y oramos por ti. ¿Todo bien? Si necesitas algo, aquí estamos. Esperamos verte pronto.',
      en: 'Hello {prénom}, we have missed you lately! We are thinking of you and praying for you. Is everything all right? If you need anything at all, we are here. We hope to see you again soon.',
    },
  },
  {
    key: 'joyeux_anniversaire',
    label: 'Joyeux anniversaire',
    texts: {
      fr: 'Joyeux anniversaire {prénom} ! Toute l’église se réjouit avec vous et prie pour que le Seigneur vous bénisse et vous garde tout au long de cette nouvelle année.',
      ht: 'Bòn fèt {prénom} ! Tout legliz la ap rejwi avè w, e n ap priye pou Senyè a beni w epi pwoteje w pandan tout nouvo ane sa a.',
      es: '¡Feliz cumpleaños, {prénom}! Toda la iglesia se alegra contigo y ora para que el Señor te bendiga y te guarde durante este nuevo año.',
      en: 'Happy birthday, {prénom}! The whole church rejoices with you and prays that the Lord will bless you and keep you throughout this new year.',
    },
  },
]

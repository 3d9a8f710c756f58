import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'shop-the-look',
  en: {
    title: 'Shop the Look',
    description:
      'Complete looks styled around Maison Sabine Paris ankle boots, boots, pumps and sandals, with every 10 cm heel ready to shop in your size.',
    body: [
      {
        type: 'p',
        text: 'A shoe is never worn on its own. It sets the pace of a whole silhouette — the length of a hem, the fall of a coat, the way you cross a room. Here we have styled our ankle boots, boots, pumps and sandals the way we wear them in Paris, from a morning in the Jardin du Luxembourg to a late dinner on the Left Bank.',
      },
      {
        type: 'p',
        text: 'Each look is built around one pair, always on our signature 10 cm heel and always in Italian lambskin. Browse them at your own pace, then choose your colour and size: every shoe can be added to your cart directly from the look.',
      },
      {
        type: 'image',
        image: 'page/shop-the-look/1',
        caption: 'Black ankle boots, a long coat and the rue de Tournon on a winter morning.',
      },
      { type: 'h2', text: 'How we style them' },
      {
        type: 'list',
        items: [
          'Ankle boots under cropped trousers or a midi skirt, to show the clean line of the ankle.',
          'Boots with a knee-length coat or a slip dress, for a long, uninterrupted silhouette.',
          'Pumps with tailoring by day and silk by night — the red and the yellow are made to be the only colour in a look.',
          'Sandals with bare legs and a light dress, on the terrace or at the theatre.',
        ],
      },
      {
        type: 'p',
        text: 'Not sure about your size? Read our comfort and fit advice, or book a try-on at the boutique on rue de Tournon: we will have the whole look ready for you.',
      },
    ],
  },
  fr: {
    title: 'Adoptez le look',
    description:
      'Des silhouettes imaginées autour des bottines, bottes, escarpins et sandales Maison Sabine Paris : chaque talon de 10 cm est à commander dans votre pointure.',
    body: [
      {
        type: 'p',
        text: 'Un soulier ne se porte jamais seul. Il donne le rythme de toute une silhouette – la longueur d’un ourlet, le tombé d’un manteau, la façon de traverser une pièce. Nous avons composé ici des tenues autour de nos bottines, bottes, escarpins et sandales, telles que nous les portons à Paris, d’une matinée au jardin du Luxembourg à un dîner tardif sur la Rive gauche.',
      },
      {
        type: 'p',
        text: 'Chaque look est construit autour d’une paire, toujours sur notre talon signature de 10 cm et toujours en agneau italien. Parcourez-les à votre rythme, puis choisissez votre coloris et votre pointure : chaque soulier s’ajoute au panier directement depuis le look.',
      },
      {
        type: 'image',
        image: 'page/shop-the-look/1',
        caption: 'Bottines noires, manteau long et rue de Tournon, un matin d’hiver.',
      },
      { type: 'h2', text: 'Nos façons de les porter' },
      {
        type: 'list',
        items: [
          'Les bottines sous un pantalon court ou une jupe midi, pour dévoiler la ligne nette de la cheville.',
          'Les bottes avec un manteau aux genoux ou une robe nuisette, pour une silhouette longue et continue.',
          'Les escarpins avec un tailleur le jour et de la soie le soir – le rouge et le jaune sont faits pour être la seule couleur d’une tenue.',
          'Les sandales jambes nues avec une robe légère, en terrasse ou au théâtre.',
        ],
      },
      {
        type: 'p',
        text: 'Un doute sur votre pointure ? Lisez nos conseils de confort et d’ajustement, ou réservez un essayage à la boutique de la rue de Tournon : nous vous préparerons la tenue complète.',
      },
    ],
  },
}

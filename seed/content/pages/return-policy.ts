import type { PageSeed } from '../types'

// Stated exactly: returns within 14 days of delivery, for a full refund or exchange; items unworn and in
// original condition, with packaging and tags; custom or personalised items cannot be returned; refund processed
// within 5-7 business days of receiving the return, to the original payment method; shipping costs are non-refundable.

export const page: PageSeed = {
  slug: 'return-policy',
  en: {
    title: 'Return Policy',
    description:
      'Returns within 14 days of delivery for a full refund or exchange. Unworn items with packaging and tags; refund within 5-7 business days of receipt.',
    body: [
      {
        type: 'p',
        text: 'We want your Maison Sabine shoes to fit perfectly. If a pair is not right, you can return it under the conditions below.',
      },
      { type: 'h2', text: 'Our policy at a glance' },
      {
        type: 'list',
        items: [
          'Returns are accepted within 14 days of delivery, for a full refund or exchange.',
          'Items must be unworn and in original condition, with packaging and tags.',
          'Custom or personalised items cannot be returned.',
          'The refund is processed within 5-7 business days of receiving the return, to the original payment method.',
          'Shipping costs are non-refundable.',
        ],
      },
      { type: 'h2', text: 'How to start a return' },
      {
        type: 'list',
        items: [
          'Write to contact@maison-sabine.example within 14 days of delivery, with your order number, the items you wish to return and whether you would like a refund or an exchange (and, for an exchange, the size or colour you would prefer).',
          'We reply within two business days with your return authorisation and the address to send your parcel to.',
          'Place the shoes in their original box with the dust bags, tissue paper and tags, then put the box inside a shipping carton. Please do not write or stick labels on the shoebox itself.',
          'Send the parcel with a tracked service and keep your proof of shipment. Return shipping is at your expense.',
          'As soon as your return reaches us, we inspect it and send you an email. Your refund is then processed within 5-7 business days, to the original payment method.',
        ],
      },
      { type: 'h2', text: 'Exchanges' },
      {
        type: 'p',
        text: 'For an exchange of size or colour, we send the new pair as soon as your return has been received and checked, subject to availability. If the size or colour you want is no longer available, we refund you in full instead.',
      },
      { type: 'h2', text: 'Trying on at home' },
      {
        type: 'p',
        text: 'Try your shoes on indoors, on a carpet or a clean, soft surface, and walk only a few steps. Soles marked by walking outdoors, creased uppers or missing tags mean that an item is no longer unworn and in original condition, and we will not be able to accept it.',
      },
      { type: 'h2', text: 'Preorders and gifts' },
      {
        type: 'p',
        text: 'Preordered items follow the same policy: the 14 days run from the date they are delivered to you. For a gift, the return must be started by the person who placed the order, and the refund is made to the original payment method.',
      },
      { type: 'h2', text: 'Defective or incorrect items' },
      {
        type: 'p',
        text: 'If you receive a defective item or one that does not match your order, please write to us at contact@maison-sabine.example with your order number and a few photographs. Such items are not covered by this return policy but by our warranty against defects, under the legal guarantee of conformity: in that case we bear the return costs and repair, replace or refund the item.',
      },
      { type: 'h2', text: 'Your statutory rights' },
      {
        type: 'p',
        text: 'This policy is applied within the same 14-day period as your legal right of withdrawal and does not limit your statutory rights as a consumer. Full details are given in our terms of sale.',
      },
      {
        type: 'p',
        text: 'Questions? Write to contact@maison-sabine.example, or call the boutique on +33 1 44 07 12 12 during opening hours.',
      },
    ],
  },
  fr: {
    title: 'Politique de retour',
    description:
      'Retours sous 14 jours après livraison pour un remboursement intégral ou un échange. Articles non portés, avec emballage et étiquettes.',
    body: [
      {
        type: 'p',
        text: 'Nous tenons à ce que vos souliers Maison Sabine vous aillent parfaitement. Si une paire ne vous convient pas, vous pouvez nous la retourner dans les conditions ci-dessous.',
      },
      { type: 'h2', text: 'Notre politique en bref' },
      {
        type: 'list',
        items: [
          'Les retours sont acceptés dans un délai de 14 jours à compter de la livraison, pour un remboursement intégral ou un échange.',
          'Les articles doivent être non portés et dans leur état d’origine, avec leur emballage et leurs étiquettes.',
          'Les articles sur mesure ou personnalisés ne peuvent pas être retournés.',
          'Le remboursement est effectué sous 5 à 7 jours ouvrés à compter de la réception du retour, sur le moyen de paiement utilisé lors de la commande.',
          'Les frais de livraison ne sont pas remboursables.',
        ],
      },
      { type: 'h2', text: 'Comment effectuer un retour' },
      {
        type: 'list',
        items: [
          'Écrivez à contact@maison-sabine.example dans les 14 jours suivant la livraison, en indiquant votre numéro de commande, les articles à retourner et si vous souhaitez un remboursement ou un échange (et, pour un échange, la pointure ou le coloris souhaité).',
          'Nous vous répondons sous deux jours ouvrés avec votre autorisation de retour et l’adresse à laquelle envoyer votre colis.',
          'Replacez les souliers dans leur boîte d’origine avec les pochons, le papier de soie et les étiquettes, puis glissez la boîte dans un carton d’expédition. Merci de ne rien écrire ni coller sur la boîte elle-même.',
          'Expédiez le colis par un service avec suivi et conservez votre preuve de dépôt. Les frais de retour sont à votre charge.',
          'Dès réception de votre retour, nous le contrôlons et vous en informons par e-mail. Votre remboursement est alors effectué sous 5 à 7 jours ouvrés, sur le moyen de paiement utilisé lors de la commande.',
        ],
      },
      { type: 'h2', text: 'Échanges' },
      {
        type: 'p',
        text: 'Pour un échange de pointure ou de coloris, nous expédions la nouvelle paire dès que votre retour a été reçu et contrôlé, sous réserve de disponibilité. Si la pointure ou le coloris souhaité n’est plus disponible, nous vous remboursons intégralement.',
      },
      { type: 'h2', text: 'Essayer chez soi' },
      {
        type: 'p',
        text: 'Essayez vos souliers à l’intérieur, sur un tapis ou une surface propre et douce, en ne faisant que quelques pas. Des semelles marquées par une marche à l’extérieur, une tige froissée ou des étiquettes manquantes signifient qu’un article n’est plus non porté ni dans son état d’origine : nous ne pourrons alors pas l’accepter.',
      },
      { type: 'h2', text: 'Précommandes et cadeaux' },
      {
        type: 'p',
        text: 'Les articles précommandés suivent la même politique : les 14 jours courent à compter de leur livraison. Pour un cadeau, le retour doit être initié par la personne qui a passé la commande, et le remboursement est effectué sur le moyen de paiement utilisé lors de celle-ci.',
      },
      { type: 'h2', text: 'Articles défectueux ou non conformes' },
      {
        type: 'p',
        text: 'Si vous recevez un article défectueux ou ne correspondant pas à votre commande, écrivez-nous à contact@maison-sabine.example en joignant votre numéro de commande et quelques photographies. Ces articles ne relèvent pas de la présente politique de retour mais de notre garantie contre les défauts, au titre de la garantie légale de conformité : nous prenons alors en charge les frais de retour et réparons, remplaçons ou remboursons l’article.',
      },
      { type: 'h2', text: 'Vos droits légaux' },
      {
        type: 'p',
        text: 'Cette politique s’applique dans le même délai de 14 jours que votre droit légal de rétractation et ne limite en rien les droits que vous tenez de la loi en tant que consommateur. Le détail figure dans nos conditions générales de vente.',
      },
      {
        type: 'p',
        text: 'Une question ? Écrivez à contact@maison-sabine.example, ou appelez la boutique au +33 1 44 07 12 12 aux heures d’ouverture.',
      },
    ],
  },
}

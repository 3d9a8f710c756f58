import type { PageSeed } from '../types'

// Payment at order time applies to preorders too; processing 1-2 business days, then delivery
// 3-7 business days in France and 5-10 in Europe, counted from the item's arrival in stock.

export const page: PageSeed = {
  slug: 'preorders',
  en: {
    title: 'Preorders',
    description:
      'How Maison Sabine Paris preorder campaigns work: reserve your size before a style is made, pay at order time, and receive your pair when it arrives.',
    body: [
      {
        type: 'p',
        text: 'Our shoes are made by hand in small batches in the Marche, so some styles, colours or sizes sell out before the next batch is ready. Rather than make more than we need, we open preorder campaigns: you reserve your pair, and we make it for you in the next run.',
      },
      { type: 'h2', text: 'How a preorder campaign works' },
      {
        type: 'list',
        items: [
          'A campaign covers one style, sometimes one particular colour, for a limited time. Current campaigns appear in the bar at the top of the site, with a countdown to their closing date.',
          'While a campaign is open, the product page lets you preorder any size, even those that are out of stock, and shows the estimated dispatch date.',
          'When the campaign closes, we place the final order with our workshop, which cuts and makes the pairs reserved.',
          'If a style is out of stock and no campaign is open, you can ask to be told when it is back or when a preorder opens.',
        ],
      },
      { type: 'h2', text: 'When you are charged' },
      {
        type: 'p',
        text: 'Like every order on our website, a preorder is paid in full at order time, by major credit cards or PayPal. There is no deposit and no second payment: the price you see when you order, VAT included, is the price you pay. Shipping cost is calculated at checkout.',
      },
      { type: 'h2', text: 'When your pair arrives' },
      {
        type: 'p',
        text: 'The estimated dispatch date is shown on the product page and confirmed in your order email. As a guide, pairs leave the workshop six to eight weeks after a campaign closes, time for the lambskin to be cut, stitched, lasted and left to rest on its last. If that date changes, we write to you straight away.',
      },
      {
        type: 'p',
        text: 'Once your pair reaches us, your order is processed in 1-2 business days, then delivered in 3-7 business days in France and 5-10 business days in Europe. If your order combines preordered and in-stock items, it ships in full when the preordered pair is ready; to receive the in-stock items sooner, place two separate orders.',
      },
      { type: 'h2', text: 'Changing your mind' },
      {
        type: 'p',
        text: 'Orders cannot be modified once processing begins. Until your preordered pair is processed, you may cancel your preorder by writing to contact@maison-sabine.example, and we refund you in full to the original payment method. After delivery, our return policy applies as for any order: returns within 14 days of delivery, for a full refund or exchange, provided the items are unworn and in original condition, with packaging and tags.',
      },
      {
        type: 'p',
        text: 'Questions about a campaign? Write to contact@maison-sabine.example, or ask the boutique on rue de Tournon, where you can also try the style on in the sizes we have.',
      },
    ],
  },
  fr: {
    title: 'Précommandes',
    description:
      'Le fonctionnement des précommandes Maison Sabine Paris : réservez votre pointure avant fabrication, payez à la commande, recevez votre paire dès son arrivée.',
    body: [
      {
        type: 'p',
        text: 'Nos souliers sont faits main, en petites séries, dans les Marches : certains modèles, coloris ou pointures sont donc épuisés avant que la série suivante ne soit prête. Plutôt que de produire plus que nécessaire, nous ouvrons des campagnes de précommande : vous réservez votre paire, et nous la fabriquons pour vous lors de la prochaine série.',
      },
      { type: 'h2', text: 'Le déroulement d’une campagne' },
      {
        type: 'list',
        items: [
          'Une campagne porte sur un modèle, parfois sur un coloris précis, pendant une durée limitée. Les campagnes en cours apparaissent dans le bandeau en haut du site, avec un compte à rebours jusqu’à leur clôture.',
          'Tant qu’une campagne est ouverte, la fiche produit permet de précommander toutes les pointures, y compris celles en rupture de stock, et indique la date d’expédition estimée.',
          'À la clôture de la campagne, nous passons la commande définitive à notre atelier, qui coupe et fabrique les paires réservées.',
          'Si un modèle est épuisé sans campagne ouverte, vous pouvez demander à recevoir une alerte à son retour ou à l’ouverture d’une précommande.',
        ],
      },
      { type: 'h2', text: 'Quand le paiement a-t-il lieu ?' },
      {
        type: 'p',
        text: 'Comme toute commande passée sur notre site, une précommande est payée en totalité au moment de la commande, par les principales cartes de crédit ou par PayPal. Pas d’acompte ni de second paiement : le prix affiché lors de votre commande, TVA incluse, est celui que vous payez. Les frais de livraison sont calculés lors du passage en caisse.',
      },
      { type: 'h2', text: 'Quand recevrez-vous votre paire ?' },
      {
        type: 'p',
        text: 'La date d’expédition estimée est indiquée sur la fiche produit et confirmée dans votre e-mail de commande. À titre indicatif, les paires quittent l’atelier six à huit semaines après la clôture d’une campagne : le temps de couper, piquer et monter l’agneau, puis de le laisser reposer sur sa forme. Si cette date évolue, nous vous écrivons aussitôt.',
      },
      {
        type: 'p',
        text: 'Dès que votre paire nous parvient, votre commande est préparée sous 1 à 2 jours ouvrés, puis livrée sous 3 à 7 jours ouvrés en France et 5 à 10 jours ouvrés en Europe. Si votre commande associe des articles en précommande et des articles en stock, elle est expédiée en une seule fois lorsque la paire précommandée est prête ; pour recevoir plus tôt les articles en stock, passez deux commandes distinctes.',
      },
      { type: 'h2', text: 'Si vous changez d’avis' },
      {
        type: 'p',
        text: 'Une commande ne peut plus être modifiée dès lors que sa préparation a commencé. Tant que votre paire précommandée n’est pas en préparation, vous pouvez annuler votre précommande en écrivant à contact@maison-sabine.example : nous vous remboursons intégralement sur le moyen de paiement utilisé lors de la commande. Après la livraison, notre politique de retour s’applique comme pour toute commande : retours acceptés dans un délai de 14 jours à compter de la livraison, pour un remboursement intégral ou un échange, à condition que les articles soient non portés et dans leur état d’origine, avec leur emballage et leurs étiquettes.',
      },
      {
        type: 'p',
        text: 'Une question sur une campagne ? Écrivez à contact@maison-sabine.example, ou renseignez-vous à la boutique de la rue de Tournon, où vous pourrez aussi essayer le modèle dans les pointures disponibles.',
      },
    ],
  },
}

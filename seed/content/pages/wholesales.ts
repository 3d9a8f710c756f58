import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'wholesales',
  en: {
    title: 'Wholesale',
    description:
      'Stock Maison Sabine Paris in your boutique or department store: how to apply, opening order minimums, lead times and terms. Contact wholesale@.',
    body: [
      {
        type: 'p',
        text: 'Beyond our boutique on rue de Tournon and our online store, Maison Sabine Paris is carried by a small number of independent boutiques and department stores that share our attention to fit, craft and service. We keep that circle deliberately small, so that each stockist can offer a selection of its own and give every pair the time it deserves.',
      },
      { type: 'h2', text: 'Becoming a stockist' },
      {
        type: 'list',
        items: [
          'Write to wholesale@maison-sabine.example with the name and address of your store, your website and social accounts, the brands you carry, a few photographs of the space and an idea of your seasonal buying budget.',
          'We reply within ten business days. If we feel there is a good fit, we send you our line sheet and wholesale price list.',
          'We meet you at our Paris showroom during the women’s ready-to-wear weeks, at the boutique by appointment, or by video call with a sample set sent to you.',
          'Your order is confirmed on receipt of the signed order form and the deposit.',
        ],
      },
      {
        type: 'p',
        text: 'To protect our partners, we limit the number of stockists in each city and take local distribution into account before opening a new account.',
      },
      { type: 'h2', text: 'Department stores' },
      {
        type: 'p',
        text: 'For department stores we also offer shop-in-shop and concession formats, with fixtures in the spirit of our Paris boutique, training for your sales team by our staff, and a dedicated contact for replenishment and visual merchandising.',
      },
      { type: 'h2', text: 'Minimums' },
      {
        type: 'list',
        items: [
          'Opening order: €8,000 at wholesale prices, excluding VAT, with at least 20 pairs across a minimum of three styles.',
          'Reorders: €3,000 at wholesale prices, excluding VAT.',
          'Size runs: we recommend a full run from 36 to 40 for each colourway you select, with half sizes, so that clients can find their fit.',
          'Gloves: from 12 pairs, across at least three hand sizes.',
        ],
      },
      { type: 'h2', text: 'Lead times' },
      {
        type: 'list',
        items: [
          'Autumn–Winter: orders taken from January to March, delivered in July and August.',
          'Spring–Summer: orders taken from June to September, delivered in January and February.',
          'Replenishment of permanent styles (black pumps, black ankle boots, white sneakers): 4 to 6 weeks, subject to availability.',
          'Production runs beyond available stock: 10 to 12 weeks from confirmation of the order and receipt of the deposit.',
        ],
      },
      { type: 'h2', text: 'Terms' },
      {
        type: 'list',
        items: [
          'Wholesale prices in euros, excluding VAT, with recommended retail prices aligned on our own.',
          'Payment: a 30% deposit on confirmation and the balance before shipment; established accounts may be offered 30-day terms.',
          'Shipping from Italy or Paris, with Incoterms agreed for each account.',
          'Marketing support: high-resolution imagery, product training, care guides for your clients and, for selected partners, trunk shows with our Paris team.',
        ],
      },
      { type: 'h2', text: 'Contact' },
      {
        type: 'p',
        text: 'For any wholesale enquiry, write to wholesale@maison-sabine.example. For press and media, please contact press@maison-sabine.example instead.',
      },
    ],
  },
  fr: {
    title: 'Revendeurs et grands magasins',
    description:
      'Distribuez Maison Sabine Paris dans votre boutique ou grand magasin : candidature, minimums de commande, délais et conditions. Contact : wholesale@.',
    body: [
      {
        type: 'p',
        text: 'Au-delà de notre boutique de la rue de Tournon et de notre boutique en ligne, Maison Sabine Paris est présente chez un petit nombre de boutiques indépendantes et de grands magasins qui partagent notre exigence en matière d’ajustement, de savoir-faire et de service. Nous gardons ce cercle volontairement restreint, afin que chaque revendeur puisse proposer une sélection qui lui ressemble et accorder à chaque paire le temps qu’elle mérite.',
      },
      { type: 'h2', text: 'Devenir revendeur' },
      {
        type: 'list',
        items: [
          'Écrivez à wholesale@maison-sabine.example en précisant le nom et l’adresse de votre magasin, votre site et vos réseaux sociaux, les marques que vous distribuez, quelques photographies du lieu et une estimation de votre budget d’achat par saison.',
          'Nous vous répondons sous dix jours ouvrés. Si nos univers se rejoignent, nous vous adressons notre catalogue de collection et notre tarif revendeur.',
          'Nous vous recevons dans notre showroom parisien pendant les semaines du prêt-à-porter féminin, à la boutique sur rendez-vous, ou par visioconférence, avec un jeu d’échantillons envoyé chez vous.',
          'Votre commande est confirmée à réception du bon de commande signé et de l’acompte.',
        ],
      },
      {
        type: 'p',
        text: 'Pour protéger nos partenaires, nous limitons le nombre de revendeurs par ville et tenons compte de la distribution locale avant toute ouverture de compte.',
      },
      { type: 'h2', text: 'Grands magasins' },
      {
        type: 'p',
        text: 'Aux grands magasins, nous proposons également des formats de corner et de concession, avec un mobilier dans l’esprit de notre boutique parisienne, la formation de vos équipes de vente par notre personnel et un interlocuteur dédié pour le réassort et le merchandising visuel.',
      },
      { type: 'h2', text: 'Minimums de commande' },
      {
        type: 'list',
        items: [
          'Première commande : 8 000 € aux prix revendeur, hors TVA, pour au moins 20 paires réparties sur trois modèles minimum.',
          'Réassorts : 3 000 € aux prix revendeur, hors TVA.',
          'Pointures : nous recommandons une série complète du 36 au 40 pour chaque coloris retenu, demi-pointures comprises, afin que chaque cliente trouve son ajustement.',
          'Gants : à partir de 12 paires, sur au moins trois tailles.',
        ],
      },
      { type: 'h2', text: 'Délais' },
      {
        type: 'list',
        items: [
          'Automne-Hiver : commandes de janvier à mars, livraisons en juillet et août.',
          'Printemps-Été : commandes de juin à septembre, livraisons en janvier et février.',
          'Réassort des modèles permanents (escarpins noirs, bottines noires, baskets blanches) : 4 à 6 semaines, sous réserve de disponibilité.',
          'Fabrications au-delà du stock disponible : 10 à 12 semaines à compter de la confirmation de commande et de la réception de l’acompte.',
        ],
      },
      { type: 'h2', text: 'Conditions' },
      {
        type: 'list',
        items: [
          'Prix revendeur en euros, hors TVA, avec des prix de vente conseillés alignés sur les nôtres.',
          'Paiement : acompte de 30 % à la confirmation, solde avant expédition ; un paiement à 30 jours peut être accordé aux comptes établis.',
          'Expédition depuis l’Italie ou Paris, selon les Incoterms convenus pour chaque compte.',
          'Accompagnement marketing : visuels haute définition, formation produit, guides d’entretien pour vos clientes et, pour certains partenaires, des présentations privées avec notre équipe parisienne.',
        ],
      },
      { type: 'h2', text: 'Contact' },
      {
        type: 'p',
        text: 'Pour toute demande professionnelle, écrivez à wholesale@maison-sabine.example. Pour la presse et les médias, merci de contacter plutôt press@maison-sabine.example.',
      },
    ],
  },
}

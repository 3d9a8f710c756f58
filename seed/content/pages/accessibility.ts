import type { PageSeed } from '../types'

// Honest statement: it claims only what the automated test suite really checks — axe-core on each page template
// in both languages (tests/e2e/*-a11y.spec.ts) and the keyboard checks of the e2e tests (cart drawer, mobile menu,
// size guide). No manual audit, no screen-reader testing, so no compliance rate is claimed.

export const page: PageSeed = {
  slug: 'accessibility',
  en: {
    title: 'Accessibility Statement',
    description:
      'Accessibility of the Maison Sabine Paris website: partial compliance with WCAG 2.2 AA and RGAA 4.1, what we test, known limitations and how to contact us.',
    body: [
      {
        type: 'p',
        text: 'Maison Sabine SAS wants everyone to be able to browse our collections, read our stories, book a try-on and place an order, whatever their abilities or the way they use the web. This statement applies to this website, in its English and French versions.',
      },
      { type: 'h2', text: 'Compliance status' },
      {
        type: 'p',
        text: 'Our target is level AA of the Web Content Accessibility Guidelines (WCAG) 2.2 and the French general accessibility improvement framework (RGAA) version 4.1. This website is partially compliant with these standards. As we have not yet carried out a full manual audit against every RGAA criterion, we do not publish a compliance rate.',
      },
      { type: 'h2', text: 'What we test' },
      {
        type: 'list',
        items: [
          'Automated checks with axe-core (WCAG 2.0 to 2.2 rules, levels A and AA, and best practices) in our automated test suite, on each page template — home, category, product, cart, magazine, article, places, brand, people, press, wholesale, legal, return policy, accessibility statement, trade-show card and shop-the-look — in English and in French.',
          'Keyboard checks in our automated browser tests: the cart keeps focus inside it while open, closes with the Escape key and returns focus to the button that opened it; the mobile menu can be reached with the Tab key, closes with Escape and returns focus to its button; the size guide closes with Escape.',
        ],
      },
      {
        type: 'p',
        text: 'We want to be clear about the limits of these tests: automated tools detect only part of the possible problems; we have not yet reviewed every page by hand with a keyboard alone, and we have not yet tested the website with screen readers or with users with disabilities. These are the next steps of our work.',
      },
      { type: 'h2', text: 'Known limitations' },
      { type: 'h3', text: 'The interactive map' },
      {
        type: 'p',
        text: 'The map showing our boutique is not fully usable with a keyboard or a screen reader. All of its information is also given as text on the same page: our address, opening hours and directions. Here they are too:',
      },
      {
        type: 'list',
        items: [
          'Address: Maison Sabine — Paris boutique, 12 rue de Tournon, 75006 Paris, France. Telephone +33 1 44 07 12 12.',
          'Opening hours: Monday to Friday, 10:30–19:30; Saturday, 11:00–18:00; closed on Sunday.',
          'Metro: Odéon (lines 4 and 10) or Mabillon (line 10). The boutique is a 5-minute walk from the Jardin du Luxembourg.',
          'On foot: with your back to the Palais du Luxembourg, walk down rue de Tournon towards Saint-Sulpice; number 12 is on your left.',
          'Parking: street parking is limited.',
        ],
      },
      { type: 'h3', text: 'Text alternatives for generated imagery' },
      {
        type: 'p',
        text: 'Some images on this website are generated illustrations. Their text alternatives are written from the description of each image, and some may still be too generic or imprecise. We are reviewing them. Product information — names, colours, sizes, prices and stock — never relies on images alone and is always given as text.',
      },
      { type: 'h2', text: 'Technologies used' },
      { type: 'p', text: 'HTML, CSS, JavaScript and WAI-ARIA.' },
      { type: 'h2', text: 'Feedback and contact' },
      {
        type: 'p',
        text: 'If you cannot access a piece of content or a service, or if you notice a problem, please tell us: write to contact@maison-sabine.example with the subject “Accessibility”, or call +33 1 44 07 12 12 during boutique opening hours. We will reply as soon as possible and provide the information or service you need in another way, for example by email or by telephone.',
      },
      { type: 'h2', text: 'Remedies' },
      {
        type: 'p',
        text: 'If you have reported an accessibility problem to us and have not received a satisfactory response, you may contact the Défenseur des droits (the French rights ombudsman):',
      },
      {
        type: 'list',
        items: [
          'through the online contact form or an in-person delegate listed on www.defenseurdesdroits.fr;',
          'by telephone: 09 69 39 00 00;',
          'by post, free of charge and without a stamp: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France.',
        ],
      },
      { type: 'h2', text: 'Date of this statement' },
      { type: 'p', text: 'This statement was drawn up on 22 November 2026.' },
    ],
  },
  fr: {
    title: 'Déclaration d’accessibilité',
    description:
      'Accessibilité du site Maison Sabine Paris : conformité partielle au WCAG 2.2 AA et au RGAA 4.1, tests effectués, limites connues et contact.',
    body: [
      {
        type: 'p',
        text: 'Maison Sabine SAS souhaite que chacun puisse parcourir nos collections, lire nos récits, réserver un essayage et passer commande, quelles que soient ses capacités ou sa manière d’utiliser le web. La présente déclaration s’applique à ce site, dans ses versions française et anglaise.',
      },
      { type: 'h2', text: 'État de conformité' },
      {
        type: 'p',
        text: 'Notre objectif est le niveau AA des règles pour l’accessibilité des contenus web (WCAG) 2.2 et du référentiel général d’amélioration de l’accessibilité (RGAA) version 4.1. Ce site est partiellement conforme à ces référentiels. N’ayant pas encore réalisé d’audit manuel complet portant sur l’ensemble des critères du RGAA, nous ne publions pas de taux de conformité.',
      },
      { type: 'h2', text: 'Ce que nous testons' },
      {
        type: 'list',
        items: [
          'Des contrôles automatisés avec axe-core (règles WCAG 2.0 à 2.2, niveaux A et AA, et bonnes pratiques) dans notre suite de tests automatisés, sur chaque gabarit de page – accueil, catégorie, produit, panier, magazine, article, lieux, maison, visages, presse, vente aux professionnels, mentions légales, politique de retour, déclaration d’accessibilité, carte du salon et page des looks –, en français et en anglais.',
          'Des vérifications au clavier dans nos tests automatisés de navigateur : le panier retient le focus tant qu’il est ouvert, se ferme avec la touche Échap et rend le focus au bouton qui l’a ouvert ; le menu mobile s’atteint avec la touche Tab, se ferme avec Échap et rend le focus à son bouton ; le guide des pointures se ferme avec Échap.',
        ],
      },
      {
        type: 'p',
        text: 'Nous tenons à être clairs sur les limites de ces tests : les outils automatisés ne détectent qu’une partie des problèmes possibles ; nous n’avons pas encore parcouru chaque page à la main au seul clavier, ni testé le site avec des lecteurs d’écran ou avec des personnes en situation de handicap. Ce sont les prochaines étapes de notre travail.',
      },
      { type: 'h2', text: 'Limites connues' },
      { type: 'h3', text: 'La carte interactive' },
      {
        type: 'p',
        text: 'La carte qui situe notre boutique n’est pas entièrement utilisable au clavier ni avec un lecteur d’écran. Toutes ses informations sont également données sous forme de texte sur la même page : notre adresse, nos horaires d’ouverture et l’itinéraire. Les voici également :',
      },
      {
        type: 'list',
        items: [
          'Adresse : Maison Sabine – boutique de Paris, 12, rue de Tournon, 75006 Paris, France. Téléphone : +33 1 44 07 12 12.',
          'Horaires : du lundi au vendredi de 10 h 30 à 19 h 30 ; le samedi de 11 h à 18 h ; fermé le dimanche.',
          'Métro : Odéon (lignes 4 et 10) ou Mabillon (ligne 10). La boutique est à 5 minutes à pied du jardin du Luxembourg.',
          'À pied : dos au palais du Luxembourg, descendez la rue de Tournon en direction de Saint-Sulpice ; le numéro 12 se trouve sur votre gauche.',
          'Stationnement : le stationnement dans la rue est limité.',
        ],
      },
      { type: 'h3', text: 'Alternatives textuelles des images générées' },
      {
        type: 'p',
        text: 'Certaines images de ce site sont des illustrations générées. Leurs alternatives textuelles sont rédigées à partir de la description de chaque image, et certaines peuvent encore être trop génériques ou imprécises. Nous les révisons. Les informations sur les produits – noms, coloris, pointures, prix et disponibilité – ne reposent jamais sur les seules images et sont toujours données sous forme de texte.',
      },
      { type: 'h2', text: 'Technologies utilisées' },
      { type: 'p', text: 'HTML, CSS, JavaScript et WAI-ARIA.' },
      { type: 'h2', text: 'Retour d’information et contact' },
      {
        type: 'p',
        text: 'Si vous ne parvenez pas à accéder à un contenu ou à un service, ou si vous constatez un défaut, dites-le-nous : écrivez à contact@maison-sabine.example en indiquant l’objet « Accessibilité », ou appelez le +33 1 44 07 12 12 aux heures d’ouverture de la boutique. Nous vous répondrons dans les meilleurs délais et vous fournirons l’information ou le service souhaité par un autre moyen, par exemple par e-mail ou par téléphone.',
      },
      { type: 'h2', text: 'Voies de recours' },
      {
        type: 'p',
        text: 'Si vous nous avez signalé un défaut d’accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :',
      },
      {
        type: 'list',
        items: [
          'via le formulaire de contact en ligne ou un délégué de votre région, sur www.defenseurdesdroits.fr ;',
          'par téléphone : 09 69 39 00 00 ;',
          'par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
        ],
      },
      { type: 'h2', text: 'Date de la déclaration' },
      { type: 'p', text: 'Cette déclaration a été établie le 22 novembre 2026.' },
    ],
  },
}

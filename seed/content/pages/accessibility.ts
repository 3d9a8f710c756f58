import type { PageSeed } from '../types'

// Honest statement: it claims only what was really checked — axe-core on each page template in both languages
// (tests/e2e/*-a11y.spec.ts), the keyboard, reflow, motion and accessibility-tree checks of the e2e tests, and the
// keyboard and accessibility-tree review of 17 pages (issue 42), and the keyboard-only journeys of
// tests/e2e/keyboard-*.spec.ts through what that review did not reach. No full manual audit against every RGAA criterion and
// no testing with screen readers or users, so no compliance rate is claimed. The criteria it names as met or not met
// are those that review and its fixes covered; update the date and the lists with every such change, and add a
// migration that calls refreshSeededPage (seed/content.ts) so existing databases get the new text too.

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
          'Automated checks with axe-core (WCAG 2.0 to 2.2 rules, levels A and AA, and best practices) in our automated test suite, on each page template — home, category, product, cart, magazine, article, places, brand, people, press, wholesale, legal, return policy, accessibility statement, trade-show card, shop-the-look, contact, newsletter, the boutique page with its map, and the cookie banner — in English and in French.',
          'Keyboard checks in our automated browser tests: the cart keeps focus inside it while open, closes with the Escape key and returns focus to the button that opened it; the mobile menu can be reached with the Tab key, closes with Escape and returns focus to its button; the size guide closes with Escape; the cookie banner comes right after the “Skip to content” link, a control reached with the Tab key is never hidden under it, and after your choice the focus goes back to where you were or to the main content.',
          'Reflow: no page scrolls sideways at 320 pixels wide (a 1280-pixel screen zoomed to 400 %), checked on every page template in English and in French, and with the menu, the cart, the checkout panel and the cookie banner open.',
          'Reduced motion: when your device asks for less motion, the home page slideshow does not advance by itself, the preorder countdowns change once a minute at most, and the cart and its notifications do not animate.',
          'What assistive technologies are given, checked in our automated browser tests: a notification is announced once, a quantity change in the cart names the product, the size and the new quantity, and each page has its own title.',
          'Journeys made with the keyboard alone in our automated browser tests, on a phone-sized and a desktop screen, in English and in French: the test payment page, signing in with a one-time code, the signed-in account (addresses, orders and returns, account deletion), the style assistant and its suggestions, the back-in-stock and preorder question with the preorder countdown, the errors of the contact and newsletter forms, the travel modes of the boutique map, the “page not found” page, and the dashboard, orders, order screen and stock table of the backoffice used by our staff. At each step the focus must be where expected, visible and not hidden by anything, and axe-core must find nothing in each state reached (dialogs open, errors shown) — in the backoffice, apart from the parts of its content management system listed below.',
        ],
      },
      {
        type: 'p',
        text: 'In November 2026 we also reviewed 17 pages with a keyboard alone and through the accessibility tree (what screen readers read), on a phone-sized and a desktop screen, in both languages. The journeys that review did not reach are now walked with the keyboard alone by the automated tests above.',
      },
      {
        type: 'p',
        text: 'We want to be clear about the limits of these tests: automated tools detect only part of the possible problems; we have not yet tested the website with screen readers or with users with disabilities, nor audited it against every RGAA criterion. These are the next steps of our work.',
      },
      { type: 'h2', text: 'Criteria met since the last update' },
      {
        type: 'p',
        text: 'The review of November 2026 found the following criteria not met; they have been corrected and are now checked by our automated tests:',
      },
      {
        type: 'list',
        items: [
          '2.4.11 Focus Not Obscured (Minimum): on a phone, the cookie banner hid the “Size guide” and “Add to cart” buttons when they had the keyboard focus.',
          '2.4.3 Focus Order: the cookie banner came last in the keyboard order, and after a choice the focus was lost.',
          '1.4.10 Reflow: at 320 pixels wide every page scrolled sideways (the language switch ran off the header).',
          '2.5.8 Target Size (Minimum): the close button of the map’s boutique label was smaller than 24 × 24 pixels.',
          '4.1.3 Status Messages: cart notifications were read twice, and a quantity change was announced as a bare number.',
          '2.4.2 Page Titled and 2.4.6 Headings and Labels: the newsletter page had the home page’s title, and the contact page repeated a heading.',
          '2.2.1 Timing Adjustable: the “page not found” page took you to the home page after 7 seconds with no way to stop it. A “Stay on this page” button now stops the countdown, which also stops as soon as you move through the page with the keyboard; the stop is announced.',
          '2.4.3 Focus Order: after adding or removing an address, asking the style assistant, answering the back-in-stock question or choosing a travel mode on the map, the keyboard focus fell back to the start of the page. It now goes to what comes next: the form’s first field, the answer, the message or the button pressed.',
          '3.3.1 Error Identification: the errors of the contact and newsletter forms, and a refused card on the test payment page, were shown without being announced; the first field to correct now receives the focus, with its error message.',
          '4.1.3 Status Messages: the preorder countdowns were silent; they now say politely when a campaign is ending soon or has ended, without reading out every second.',
        ],
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
      { type: 'h3', text: 'The backoffice used by our staff' },
      {
        type: 'p',
        text: 'Our staff’s backoffice is built on the Payload content management system. Our own screens in it are tested as described above, but parts of the system’s own interface do not yet meet every criterion: the column headings of its lists (1.4.3 Contrast, and sort buttons smaller than 24 × 24 pixels, 2.5.8 Target Size), some of its buttons, menus and fields that have no accessible name (4.1.2 Name, Role, Value), and its document toolbar, which scrolls sideways on a phone without being reachable with the keyboard (2.1.1 Keyboard). We follow the system’s updates to correct them.',
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
        text: 'If you cannot access a piece of content or a service, or if you notice a problem, please tell us: write to contact@maison-sabine.example with the subject “Accessibility”, or call +33 1 44 07 12 12 during boutique opening hours. To ask for an accessible alternative, tell us which page or service you need and how you would like to receive it (for example a text version by email, or an order taken by telephone): we will reply as soon as possible and provide it in that form.',
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
      { type: 'p', text: 'This statement was drawn up on 22 November 2026 and last updated on 28 November 2026.' },
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
          'Des contrôles automatisés avec axe-core (règles WCAG 2.0 à 2.2, niveaux A et AA, et bonnes pratiques) dans notre suite de tests automatisés, sur chaque gabarit de page – accueil, catégorie, produit, panier, magazine, article, lieux, maison, visages, presse, vente aux professionnels, mentions légales, politique de retour, déclaration d’accessibilité, carte du salon, page des looks, contact, lettre d’information, page de la boutique avec sa carte, et bandeau des cookies –, en français et en anglais.',
          'Des vérifications au clavier dans nos tests automatisés de navigateur : le panier retient le focus tant qu’il est ouvert, se ferme avec la touche Échap et rend le focus au bouton qui l’a ouvert ; le menu mobile s’atteint avec la touche Tab, se ferme avec Échap et rend le focus à son bouton ; le guide des pointures se ferme avec Échap ; le bandeau des cookies vient juste après le lien « Aller au contenu », un élément atteint avec la touche Tab n’est jamais masqué par lui, et après votre choix le focus revient là où vous étiez, ou au contenu principal.',
          'Le redimensionnement : aucune page ne défile horizontalement à 320 pixels de large (un écran de 1 280 pixels agrandi à 400 %), vérifié sur chaque gabarit de page en français et en anglais, ainsi qu’avec le menu, le panier, le panneau de commande et le bandeau des cookies ouverts.',
          'Les animations réduites : lorsque votre appareil demande moins d’animations, le diaporama de l’accueil ne défile pas tout seul, les comptes à rebours des précommandes changent au plus une fois par minute, et le panier comme ses notifications ne sont pas animés.',
          'Ce que reçoivent les technologies d’assistance, vérifié dans nos tests automatisés de navigateur : une notification est annoncée une seule fois, un changement de quantité dans le panier nomme le produit, la pointure et la nouvelle quantité, et chaque page a son propre titre.',
          'Des parcours effectués au seul clavier dans nos tests automatisés de navigateur, sur un écran de téléphone et d’ordinateur, en français et en anglais : la page de paiement de test, la connexion par code à usage unique, le compte connecté (adresses, commandes et retours, suppression du compte), l’assistant de style et ses suggestions, la question « prévenez-moi » et de précommande avec le compte à rebours des précommandes, les erreurs des formulaires de contact et de lettre d’information, les modes de trajet de la carte de la boutique, la page « page introuvable », ainsi que le tableau de bord, les commandes, la fiche de commande et le tableau des stocks de l’outil de gestion de nos équipes. À chaque étape, le focus doit être à l’endroit attendu, visible et masqué par aucun élément, et axe-core ne doit rien relever dans chacun des états atteints (fenêtres ouvertes, erreurs affichées) – dans l’outil de gestion, hormis les parties de son système de gestion de contenu indiquées plus bas.',
        ],
      },
      {
        type: 'p',
        text: 'En novembre 2026, nous avons aussi parcouru 17 pages au seul clavier et dans l’arbre d’accessibilité (ce que lisent les lecteurs d’écran), sur un écran de téléphone et d’ordinateur, dans les deux langues. Les parcours que cet examen n’avait pas atteints sont désormais effectués au seul clavier par les tests automatisés ci-dessus.',
      },
      {
        type: 'p',
        text: 'Nous tenons à être clairs sur les limites de ces tests : les outils automatisés ne détectent qu’une partie des problèmes possibles ; nous n’avons pas encore testé le site avec des lecteurs d’écran ou avec des personnes en situation de handicap, ni réalisé d’audit portant sur l’ensemble des critères du RGAA. Ce sont les prochaines étapes de notre travail.',
      },
      { type: 'h2', text: 'Critères respectés depuis la dernière mise à jour' },
      {
        type: 'p',
        text: 'Le parcours de novembre 2026 a relevé les critères suivants comme non respectés ; ils ont été corrigés et sont désormais vérifiés par nos tests automatisés :',
      },
      {
        type: 'list',
        items: [
          '2.4.11 Focus non masqué (minimum) : sur téléphone, le bandeau des cookies masquait les boutons « Guide des tailles » et « Ajouter au panier » lorsqu’ils recevaient le focus du clavier ;',
          '2.4.3 Parcours du focus : le bandeau des cookies venait en dernier dans l’ordre du clavier, et après un choix le focus était perdu ;',
          '1.4.10 Redistribution : à 320 pixels de large, chaque page défilait horizontalement (le choix de la langue débordait de l’en-tête) ;',
          '2.5.8 Taille de la cible (minimum) : le bouton de fermeture de l’étiquette de la boutique sur la carte mesurait moins de 24 × 24 pixels ;',
          '4.1.3 Messages d’état : les notifications du panier étaient lues deux fois, et un changement de quantité n’était annoncé que par un nombre ;',
          '2.4.2 Titre de page et 2.4.6 En-têtes et étiquettes : la page de la lettre d’information portait le titre de l’accueil, et la page de contact répétait un titre ;',
          '2.2.1 Réglage du délai : la page « page introuvable » vous menait à l’accueil au bout de 7 secondes, sans moyen de l’interrompre. Un bouton « Rester sur cette page » arrête désormais le compte à rebours, qui s’arrête aussi dès que vous parcourez la page au clavier ; l’arrêt est annoncé ;',
          '2.4.3 Parcours du focus : après l’ajout ou la suppression d’une adresse, une question à l’assistant de style, une réponse à la question « prévenez-moi » ou le choix d’un mode de trajet sur la carte, le focus du clavier revenait au début de la page. Il va désormais à ce qui suit : le premier champ du formulaire, la réponse, le message ou le bouton activé ;',
          '3.3.1 Identification des erreurs : les erreurs des formulaires de contact et de lettre d’information, ainsi qu’une carte refusée sur la page de paiement de test, s’affichaient sans être annoncées ; le premier champ à corriger reçoit désormais le focus, avec son message d’erreur ;',
          '4.1.3 Messages d’état : les comptes à rebours des précommandes étaient muets ; ils indiquent désormais poliment qu’une campagne se termine bientôt ou est terminée, sans lire chaque seconde.',
        ],
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
      { type: 'h3', text: 'L’outil de gestion de nos équipes' },
      {
        type: 'p',
        text: 'L’outil de gestion de nos équipes repose sur le système de gestion de contenu Payload. Nos propres écrans y sont testés comme indiqué ci-dessus, mais certaines parties de l’interface du système lui-même ne respectent pas encore tous les critères : les en-têtes de colonnes de ses listes (1.4.3 Contraste, et boutons de tri de moins de 24 × 24 pixels, 2.5.8 Taille de la cible), certains de ses boutons, menus et champs dépourvus de nom accessible (4.1.2 Nom, rôle et valeur), et sa barre d’outils de document, qui défile horizontalement sur téléphone sans pouvoir être atteinte au clavier (2.1.1 Clavier). Nous suivons les mises à jour du système pour les corriger.',
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
        text: 'Si vous ne parvenez pas à accéder à un contenu ou à un service, ou si vous constatez un défaut, dites-le-nous : écrivez à contact@maison-sabine.example en indiquant l’objet « Accessibilité », ou appelez le +33 1 44 07 12 12 aux heures d’ouverture de la boutique. Pour demander une alternative accessible, indiquez-nous la page ou le service dont vous avez besoin et la forme sous laquelle vous souhaitez le recevoir (par exemple une version texte par e-mail, ou une commande prise par téléphone) : nous vous répondrons dans les meilleurs délais et vous le fournirons sous cette forme.',
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
      { type: 'p', text: 'Cette déclaration a été établie le 22 novembre 2026 et mise à jour le 28 novembre 2026.' },
    ],
  },
}

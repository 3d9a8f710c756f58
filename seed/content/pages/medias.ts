import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'medias',
  en: {
    title: 'Media Kit',
    description:
      'Press contact, key facts, brand assets, sample loans and recent coverage of Maison Sabine Paris, the Paris house of 10 cm heels made in Italy.',
    body: [
      {
        type: 'p',
        text: 'Welcome to the Maison Sabine Paris media kit. Here you will find everything you need to write about the house, illustrate a story or plan a shoot — and the people to ask when you need more.',
      },
      { type: 'h2', text: 'Press contact' },
      {
        type: 'p',
        text: 'For interviews, images, sample loans and all press enquiries, write to press@maison-sabine.example. We reply within two business days, and sooner when a deadline is close: please mention it in your subject line.',
      },
      {
        type: 'list',
        items: [
          'Press and media: press@maison-sabine.example',
          'Visits and shoots at the boutique: boutique@maison-sabine.example, +33 1 44 07 12 12',
          'Instagram: @maisonsabineparis',
        ],
      },
      { type: 'h2', text: 'Key facts' },
      {
        type: 'list',
        items: [
          'Founded in Paris in 2018 by Sabine Delorme, founder and creative director.',
          'Women’s heeled footwear in Italian lambskin leather, made in Italy in a family workshop near Fermo, in the Marche.',
          'A single signature heel height: 10 cm on every heeled style. Sneakers are flat.',
          'Categories: ankle boots, boots, pumps, sandals, sneakers and lambskin gloves lined in silk.',
          'Prices from €290 (gloves) to €1,250 (boots), VAT included.',
          'Shoe sizes EU 35 to 42, with half sizes for heeled styles; gloves in hand sizes 6 to 8.5.',
          'One boutique: 12 rue de Tournon, 75006 Paris. Online store delivering to France and Europe.',
        ],
      },
      { type: 'h2', text: 'Brand assets' },
      {
        type: 'p',
        text: 'Our press kit is available on request from press@maison-sabine.example; we send a download link within one business day. It contains:',
      },
      {
        type: 'list',
        items: [
          'The Maison Sabine Paris logo in black and in white (SVG and PNG).',
          'High-resolution packshots of every style and colourway, on a white background.',
          'Campaign and lookbook imagery from the current and previous seasons.',
          'A photo reportage from the workshop in the Marche: lasts, cutting, stitching, heel construction and finishing.',
          'Portraits of Sabine Delorme, Clémence Aubry (head of design) and Lucia Marcantoni (master shoemaker).',
          'A fact sheet and founder biography in English and French.',
        ],
      },
      {
        type: 'p',
        text: 'Images are provided for editorial use only and must be credited “Courtesy of Maison Sabine Paris”. Please do not crop, recolour or alter the logo. Any commercial or advertising use requires our prior written consent.',
      },
      { type: 'h2', text: 'Samples and loans' },
      {
        type: 'p',
        text: 'We lend samples for editorial shoots, in sample size 37 and on request in other sizes. Allow 48 hours’ notice for loans in Paris and a week elsewhere in Europe; we arrange courier collection and return. Loans are for the duration of the shoot and are tracked pair by pair.',
      },
      { type: 'h2', text: 'Interviews and visits' },
      {
        type: 'p',
        text: 'Sabine Delorme and Clémence Aubry give interviews in French and English. Visits to the workshop near Fermo can be arranged for journalists by appointment, in English and Italian, with Lucia Marcantoni and her team.',
      },
      { type: 'h2', text: 'Recent coverage' },
      {
        type: 'p',
        text: 'A selection of what has been written about the house. The full list, with links, is on our press page.',
      },
      {
        type: 'list',
        items: [
          'Paris Mode Hebdo, October 2026 — on the house rethinking the 10 cm heel: “The rare high heel you forget you are wearing by the second glass of champagne.”',
          'The Slow Fashion Review, June 2026 — on longevity, with the cognac ankle boots and burgundy boots.',
          'Le Journal des Arts Décoratifs, March 2026 — a visit to the workshop in the Marche and its beechwood master lasts.',
          'Rive Gauche Quarterly, November 2025 — the boutique on rue de Tournon as Saint-Germain’s new address for heels.',
          'Atelier & Savoir-Faire, September 2025 — the hand-stitching of the ivory ankle boots.',
          'The Footwear Quarterly, May 2025 — the engineering behind a comfortable 10 cm heel.',
          'Carnet de Style, February 2025 — the yellow pump as colour therapy.',
          'Modern Craft Journal, October 2024 — the one flat sneaker from a house of heels.',
        ],
      },
    ],
  },
  fr: {
    title: 'Kit média',
    description:
      'Contact presse, chiffres clés, ressources visuelles, prêts d’échantillons et retombées récentes de Maison Sabine Paris, talons de 10 cm faits en Italie.',
    body: [
      {
        type: 'p',
        text: 'Bienvenue dans le kit média de Maison Sabine Paris. Vous y trouverez tout ce qu’il faut pour écrire sur la Maison, illustrer un sujet ou préparer une séance photo – ainsi que les personnes à contacter pour aller plus loin.',
      },
      { type: 'h2', text: 'Contact presse' },
      {
        type: 'p',
        text: 'Pour toute demande d’interview, de visuels, de prêt d’échantillons ou toute autre demande presse, écrivez à press@maison-sabine.example. Nous répondons sous deux jours ouvrés, et plus vite encore à l’approche d’un bouclage : indiquez-le simplement dans l’objet de votre message.',
      },
      {
        type: 'list',
        items: [
          'Presse et médias : press@maison-sabine.example',
          'Visites et prises de vue à la boutique : boutique@maison-sabine.example, +33 1 44 07 12 12',
          'Instagram : @maisonsabineparis',
        ],
      },
      { type: 'h2', text: 'Chiffres clés' },
      {
        type: 'list',
        items: [
          'Fondée à Paris en 2018 par Sabine Delorme, fondatrice et directrice artistique.',
          'Souliers à talon pour femme en cuir d’agneau italien, fabriqués en Italie dans un atelier familial près de Fermo, dans les Marches.',
          'Une seule hauteur de talon signature : 10 cm sur tous les modèles à talon. Les baskets sont plates.',
          'Catégories : bottines, bottes, escarpins, sandales, baskets et gants en agneau doublés de soie.',
          'Prix de 290 € (gants) à 1 250 € (bottes), TVA incluse.',
          'Pointures 35 à 42, avec demi-pointures pour les modèles à talon ; gants en tailles 6 à 8,5.',
          'Une boutique : 12, rue de Tournon, 75006 Paris. Une boutique en ligne qui livre en France et en Europe.',
        ],
      },
      { type: 'h2', text: 'Ressources visuelles' },
      {
        type: 'p',
        text: 'Notre dossier de presse est disponible sur simple demande à press@maison-sabine.example ; nous vous envoyons un lien de téléchargement sous un jour ouvré. Il comprend :',
      },
      {
        type: 'list',
        items: [
          'Le logo Maison Sabine Paris en noir et en blanc (SVG et PNG).',
          'Des packshots haute définition de chaque modèle et de chaque coloris, sur fond blanc.',
          'Les visuels de campagne et les lookbooks de la saison en cours et des saisons précédentes.',
          'Un reportage photo dans l’atelier des Marches : formes, coupe, piqûre, construction du talon et finitions.',
          'Les portraits de Sabine Delorme, de Clémence Aubry (directrice du design) et de Lucia Marcantoni (maître artisan chausseur).',
          'Une fiche d’identité de la Maison et une biographie de la fondatrice, en français et en anglais.',
        ],
      },
      {
        type: 'p',
        text: 'Les visuels sont fournis pour un usage éditorial uniquement, avec la mention « Courtesy of Maison Sabine Paris ». Merci de ne pas recadrer, recolorer ni modifier le logo. Tout usage commercial ou publicitaire requiert notre accord écrit préalable.',
      },
      { type: 'h2', text: 'Échantillons et prêts' },
      {
        type: 'p',
        text: 'Nous prêtons des échantillons pour les séances photo éditoriales, en pointure 37 et, sur demande, dans d’autres pointures. Prévoyez 48 heures pour un prêt à Paris et une semaine ailleurs en Europe ; nous organisons l’enlèvement et le retour par coursier. Les prêts couvrent la durée de la séance et sont suivis paire par paire.',
      },
      { type: 'h2', text: 'Interviews et visites' },
      {
        type: 'p',
        text: 'Sabine Delorme et Clémence Aubry répondent aux interviews en français et en anglais. Des visites de l’atelier près de Fermo peuvent être organisées pour les journalistes, sur rendez-vous, en anglais et en italien, avec Lucia Marcantoni et son équipe.',
      },
      { type: 'h2', text: 'Retombées récentes' },
      {
        type: 'p',
        text: 'Une sélection de ce qui a été écrit sur la Maison. La liste complète, avec les liens, se trouve sur notre page presse.',
      },
      {
        type: 'list',
        items: [
          'Paris Mode Hebdo, octobre 2026 – la maison qui repense le talon de 10 cm : « Le rare talon haut que l’on oublie dès la deuxième coupe de champagne. »',
          'The Slow Fashion Review, juin 2026 – sur la durabilité, avec les bottines cognac et les bottes bordeaux.',
          'Le Journal des Arts Décoratifs, mars 2026 – une visite de l’atelier des Marches et de ses formes maîtresses en hêtre.',
          'Rive Gauche Quarterly, novembre 2025 – la boutique de la rue de Tournon, nouvelle adresse du talon à Saint-Germain.',
          'Atelier & Savoir-Faire, septembre 2025 – les points cousus main des bottines ivoire.',
          'The Footwear Quarterly, mai 2025 – l’ingénierie d’un talon de 10 cm confortable.',
          'Carnet de Style, février 2025 – l’escarpin jaune, cure de couleur.',
          'Modern Craft Journal, octobre 2024 – l’unique basket plate d’une maison de talons.',
        ],
      },
    ],
  },
}

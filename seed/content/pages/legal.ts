import type { PageSeed } from '../types'

// Values in [square brackets] are placeholders to be replaced with the company's real registration details
// before going live.

export const page: PageSeed = {
  slug: 'legal',
  en: {
    title: 'Legal Notice',
    description:
      'Legal notice of the Maison Sabine Paris website: publisher, publication director, host, intellectual property and contact details.',
    body: [
      {
        type: 'p',
        text: 'In accordance with article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), users of this website are informed of the following.',
      },
      { type: 'h2', text: 'Publisher' },
      {
        type: 'list',
        items: [
          'Maison Sabine SAS, a simplified joint-stock company (société par actions simplifiée) with a share capital of [€00,000 — placeholder]',
          'Registered office: 12 rue de Tournon, 75006 Paris, France',
          'Registered with the Paris Trade and Companies Register: [RCS Paris 000 000 000 — placeholder]',
          'Intra-community VAT number: [FR 00 000000000 — placeholder]',
          'Telephone: +33 1 44 07 12 12',
          'Email: contact@maison-sabine.example',
        ],
      },
      { type: 'h2', text: 'Publication director' },
      { type: 'p', text: 'Sabine Delorme, founder and President of Maison Sabine SAS.' },
      { type: 'h2', text: 'Host' },
      {
        type: 'list',
        items: [
          '[Hosting provider’s company name — placeholder]',
          '[Legal form and registered office address — placeholder]',
          '[Telephone number — placeholder]',
        ],
      },
      { type: 'h2', text: 'Intellectual property' },
      {
        type: 'p',
        text: 'This website and all of its content — including texts, photographs, illustrations, videos, logos, the names “Maison Sabine” and “Maison Sabine Paris”, the designs of our models, the graphic layout and the software — are the exclusive property of Maison Sabine SAS or are used with the permission of their owners. They are protected by the French Intellectual Property Code and by international conventions.',
      },
      {
        type: 'p',
        text: 'Any reproduction, representation, adaptation or distribution of all or part of this content, by any means whatsoever, without the prior written consent of Maison Sabine SAS is prohibited and may constitute an infringement punishable under articles L.335-2 et seq. of the French Intellectual Property Code. Journalists may use the images of our media kit under the conditions set out on that page.',
      },
      {
        type: 'p',
        text: 'Photographs and illustrations © Maison Sabine SAS, unless otherwise stated. Some images on this website are computer-generated illustrations of our designs rather than photographs; they are not contractual, and the descriptions on each product page prevail.',
      },
      { type: 'h2', text: 'Personal data and cookies' },
      {
        type: 'p',
        text: 'The way we collect and process your personal data, and our use of cookies, are described in our privacy policy. You can exercise your rights at any time by writing to contact@maison-sabine.example.',
      },
      { type: 'h2', text: 'Liability and links' },
      {
        type: 'p',
        text: 'Maison Sabine SAS takes care to keep the information on this website accurate and up to date, but cannot guarantee that it is complete or free from error, nor that the site will be available without interruption. Links to third-party websites are provided for convenience; we have no control over their content and accept no responsibility for it.',
      },
      { type: 'h2', text: 'Consumer mediation' },
      {
        type: 'p',
        text: 'In the event of a dispute that has not been resolved with our customer service, consumers may refer the matter free of charge to the consumer mediator: [name of the consumer mediation body — placeholder], [postal address — placeholder], [website — placeholder]. Details are given in our terms of sale.',
      },
      { type: 'h2', text: 'Contact' },
      {
        type: 'list',
        items: [
          'Customer service: contact@maison-sabine.example',
          'Paris boutique: 12 rue de Tournon, 75006 Paris — +33 1 44 07 12 12 — boutique@maison-sabine.example',
          'Press: press@maison-sabine.example',
          'Wholesale: wholesale@maison-sabine.example',
        ],
      },
    ],
  },
  fr: {
    title: 'Mentions légales',
    description:
      'Mentions légales du site Maison Sabine Paris : éditeur, directrice de la publication, hébergeur, propriété intellectuelle et coordonnées.',
    body: [
      {
        type: 'p',
        text: 'Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), les utilisateurs du présent site sont informés de ce qui suit.',
      },
      { type: 'h2', text: 'Éditeur du site' },
      {
        type: 'list',
        items: [
          'Maison Sabine SAS, société par actions simplifiée au capital de [00 000 € – à compléter]',
          'Siège social : 12, rue de Tournon, 75006 Paris, France',
          'Immatriculée au registre du commerce et des sociétés de Paris : [RCS Paris 000 000 000 – à compléter]',
          'Numéro de TVA intracommunautaire : [FR 00 000000000 – à compléter]',
          'Téléphone : +33 1 44 07 12 12',
          'E-mail : contact@maison-sabine.example',
        ],
      },
      { type: 'h2', text: 'Directrice de la publication' },
      { type: 'p', text: 'Sabine Delorme, fondatrice et présidente de Maison Sabine SAS.' },
      { type: 'h2', text: 'Hébergeur' },
      {
        type: 'list',
        items: [
          '[Raison sociale de l’hébergeur – à compléter]',
          '[Forme juridique et adresse du siège – à compléter]',
          '[Numéro de téléphone – à compléter]',
        ],
      },
      { type: 'h2', text: 'Propriété intellectuelle' },
      {
        type: 'p',
        text: 'Le présent site et l’ensemble de son contenu – notamment les textes, photographies, illustrations, vidéos, logos, les dénominations « Maison Sabine » et « Maison Sabine Paris », les dessins de nos modèles, la charte graphique et les logiciels – sont la propriété exclusive de Maison Sabine SAS ou sont utilisés avec l’autorisation de leurs titulaires. Ils sont protégés par le Code de la propriété intellectuelle et par les conventions internationales.',
      },
      {
        type: 'p',
        text: 'Toute reproduction, représentation, adaptation ou diffusion de tout ou partie de ce contenu, par quelque procédé que ce soit, sans l’autorisation écrite préalable de Maison Sabine SAS est interdite et est susceptible de constituer une contrefaçon sanctionnée par les articles L.335-2 et suivants du Code de la propriété intellectuelle. Les journalistes peuvent utiliser les visuels de notre kit média dans les conditions précisées sur cette page.',
      },
      {
        type: 'p',
        text: 'Photographies et illustrations © Maison Sabine SAS, sauf mention contraire. Certaines images de ce site sont des illustrations de nos modèles générées par ordinateur et non des photographies ; elles n’ont pas de valeur contractuelle, seules les descriptions des fiches produits faisant foi.',
      },
      { type: 'h2', text: 'Données personnelles et cookies' },
      {
        type: 'p',
        text: 'Les modalités de collecte et de traitement de vos données personnelles, ainsi que notre utilisation des cookies, sont décrites dans notre politique de confidentialité. Vous pouvez exercer vos droits à tout moment en écrivant à contact@maison-sabine.example.',
      },
      { type: 'h2', text: 'Responsabilité et liens' },
      {
        type: 'p',
        text: 'Maison Sabine SAS veille à l’exactitude et à la mise à jour des informations publiées sur ce site, sans pouvoir garantir qu’elles soient complètes ou exemptes d’erreurs, ni que le site soit accessible sans interruption. Les liens vers des sites tiers sont fournis à titre indicatif ; nous n’exerçons aucun contrôle sur leur contenu et déclinons toute responsabilité à cet égard.',
      },
      { type: 'h2', text: 'Médiation de la consommation' },
      {
        type: 'p',
        text: 'En cas de litige non résolu avec notre service client, le consommateur peut recourir gratuitement au médiateur de la consommation : [nom de l’organisme de médiation – à compléter], [adresse postale – à compléter], [site internet – à compléter]. Les modalités sont précisées dans nos conditions générales de vente.',
      },
      { type: 'h2', text: 'Contact' },
      {
        type: 'list',
        items: [
          'Service client : contact@maison-sabine.example',
          'Boutique de Paris : 12, rue de Tournon, 75006 Paris – +33 1 44 07 12 12 – boutique@maison-sabine.example',
          'Presse : press@maison-sabine.example',
          'Revendeurs : wholesale@maison-sabine.example',
        ],
      },
    ],
  },
}

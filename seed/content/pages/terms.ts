import type { PageSeed } from '../types'

// Business constants stated exactly: prices in EUR VAT included; payment at order time by major credit
// cards and PayPal; processing in 1-2 business days; delivery 3-7 business days in France and 5-10 in Europe;
// shipping cost calculated at checkout; no change once processing begins; returns within 14 days of delivery;
// warranty against defects. Values in [square brackets] are placeholders.

export const page: PageSeed = {
  slug: 'terms',
  en: {
    title: 'Terms of Sale',
    description:
      'Terms of sale of Maison Sabine Paris: orders, prices in euros VAT included, payment, delivery times, returns, legal guarantees and mediation.',
    body: [
      { type: 'p', text: 'Last updated: 22 November 2026.' },
      { type: 'h2', text: '1. Scope' },
      {
        type: 'p',
        text: 'These terms of sale apply to all orders placed on this website by consumers with Maison Sabine SAS, a simplified joint-stock company with a share capital of [€00,000 — placeholder], registered office at 12 rue de Tournon, 75006 Paris, France, registered under [RCS Paris 000 000 000 — placeholder], VAT number [FR 00 000000000 — placeholder], email contact@maison-sabine.example, telephone +33 1 44 07 12 12 (“Maison Sabine”, “we”). By placing an order, you confirm that you have read and accepted them. The version in force on the day of your order applies.',
      },
      { type: 'h2', text: '2. Products' },
      {
        type: 'p',
        text: 'Our shoes are women’s footwear in Italian lambskin leather, made in Italy, with a 10 cm heel (our sneakers are flat); our gloves are in lambskin lined with silk. Each product page describes the essential characteristics of the item, its available sizes and its stock status. Lambskin is a natural material: slight variations in grain and shade are part of its character and are not defects. Images and colours are shown as faithfully as possible but may vary with your screen; some images are illustrations rather than photographs. Products are offered while stock lasts.',
      },
      { type: 'h2', text: '3. Prices' },
      {
        type: 'p',
        text: 'Prices are shown in euros (EUR), VAT included. Shipping cost is calculated at checkout, according to the destination, and shown before you pay. For deliveries outside the European Union, import duties and taxes may be charged on arrival by the authorities of the destination country; they are payable by the recipient. We may change our prices at any time, but the price charged is the one displayed when you place your order.',
      },
      { type: 'h2', text: '4. Orders' },
      {
        type: 'list',
        items: [
          'Choose your items, size and colour, and add them to your cart.',
          'Check your cart, then enter your email address and delivery details.',
          'You are then taken to our payment provider’s secure payment page, where you review the total, including shipping, and confirm your order with an obligation to pay.',
          'Once payment is accepted, we send a confirmation email summarising your order. The contract is formed when this confirmation is sent.',
        ],
      },
      {
        type: 'p',
        text: 'Orders cannot be modified once processing begins. If you need to change something, contact us as soon as possible at contact@maison-sabine.example: we will do our best before processing starts. We may refuse an order in the event of a prior payment dispute or an abnormal order.',
      },
      { type: 'h2', text: '5. Payment' },
      {
        type: 'p',
        text: 'Payment is made in full at order time, by major credit cards or PayPal. Payments are handled by our payment service providers over a secure, encrypted connection; Maison Sabine never sees or stores your full card number. Your order is only processed once payment has been authorised.',
      },
      { type: 'h2', text: '6. Processing and delivery' },
      {
        type: 'list',
        items: [
          'Orders are processed in 1-2 business days.',
          'Delivery then takes 3-7 business days in France and 5-10 business days in Europe.',
          'We deliver to the countries offered at checkout. Each order is tracked, and you receive the tracking link by email when it ships.',
        ],
      },
      {
        type: 'p',
        text: 'Delivery times are counted from the end of processing. If your order has not arrived within these times, you may ask us to deliver it within a reasonable additional period and, failing that, cancel the order and be refunded in full, in accordance with articles L.216-1 et seq. of the French Consumer Code. Please check your parcel on receipt and tell us about any damage or missing item within 48 hours.',
      },
      { type: 'h2', text: '7. Preorders' },
      {
        type: 'p',
        text: 'Some styles are offered on preorder during a limited campaign. A preorder is a firm order: it is paid in full at order time, and the estimated dispatch date shown on the product page is confirmed in your order email. Processing and delivery times then apply from the date your item arrives in our stock. The details are set out on our preorders page.',
      },
      { type: 'h2', text: '8. Right of withdrawal and returns' },
      {
        type: 'p',
        text: 'You have 14 days from delivery to withdraw from your purchase without giving any reason, in accordance with articles L.221-18 et seq. of the French Consumer Code. Our return policy applies within this same period: returns within 14 days of delivery, for a full refund or exchange. Items must be unworn and in original condition, with packaging and tags. Custom or personalised items cannot be returned (article L.221-28 of the French Consumer Code). The refund is processed within 5-7 business days of receiving the return, to the original payment method. Shipping costs are non-refundable.',
      },
      {
        type: 'p',
        text: 'To start a return, write to contact@maison-sabine.example with your order number, or use the withdrawal form below; the full procedure is described in our return policy. Nothing in these terms limits your statutory rights as a consumer.',
      },
      {
        type: 'quote',
        text: 'Withdrawal form — To Maison Sabine SAS, 12 rue de Tournon, 75006 Paris, France, contact@maison-sabine.example: I hereby give notice that I withdraw from my contract for the sale of the following goods: [items], ordered on [date] / received on [date]. Name: [ ]. Address: [ ]. Date and signature (if sent on paper): [ ].',
      },
      { type: 'h2', text: '9. Legal guarantees' },
      {
        type: 'p',
        text: 'All our products benefit from a warranty against defects: the legal guarantee of conformity (articles L.217-3 et seq. of the French Consumer Code) and the guarantee against hidden defects (articles 1641 to 1649 of the French Civil Code).',
      },
      {
        type: 'list',
        items: [
          'You have two years from delivery to invoke the legal guarantee of conformity in the event of a lack of conformity.',
          'Under this guarantee you are entitled to the repair or replacement of the item, free of charge, or, failing that, to a price reduction or the cancellation of the sale.',
          'You do not have to prove the lack of conformity if it appears within two years of delivery.',
          'Separately, you may invoke the guarantee against hidden defects within two years of discovering the defect, and choose between cancelling the sale and a price reduction.',
        ],
      },
      {
        type: 'p',
        text: 'Normal wear and tear, and damage caused by improper use or care, are not defects. To invoke a guarantee, write to contact@maison-sabine.example with your order number and a description, ideally with photographs. We cover the return costs of a defective item.',
      },
      { type: 'h2', text: '10. Liability' },
      {
        type: 'p',
        text: 'We are responsible for the proper performance of your order. Our liability cannot be engaged for a failure caused by you, by an unforeseeable and insurmountable act of a third party, or by force majeure.',
      },
      { type: 'h2', text: '11. Personal data' },
      {
        type: 'p',
        text: 'The personal data you give us when ordering are used to process and deliver your order and to manage our relationship with you. The details of this processing and your rights are set out in our privacy policy.',
      },
      { type: 'h2', text: '12. Customer service' },
      {
        type: 'p',
        text: 'For any question or complaint: contact@maison-sabine.example, or +33 1 44 07 12 12 during boutique opening hours (Monday to Friday, 10:30–19:30; Saturday, 11:00–18:00).',
      },
      { type: 'h2', text: '13. Mediation' },
      {
        type: 'p',
        text: 'If a dispute cannot be resolved after a written complaint to our customer service, you may refer it free of charge, within one year of that complaint, to the consumer mediator: [name of the consumer mediation body — placeholder], [postal address — placeholder], [website — placeholder], in accordance with articles L.611-1 et seq. of the French Consumer Code.',
      },
      { type: 'h2', text: '14. Governing law and jurisdiction' },
      {
        type: 'p',
        text: 'These terms are governed by French law. In the absence of an amicable solution, any dispute will be brought before the competent French courts. As a consumer, you also keep the protection of the mandatory provisions of the law of your country of residence and may bring proceedings before the court of your place of residence.',
      },
    ],
  },
  fr: {
    title: 'Conditions générales de vente',
    description:
      'Conditions générales de vente de Maison Sabine Paris : commandes, prix en euros TTC, paiement, délais de livraison, retours, garanties légales, médiation.',
    body: [
      { type: 'p', text: 'Dernière mise à jour : 22 novembre 2026.' },
      { type: 'h2', text: '1. Champ d’application' },
      {
        type: 'p',
        text: 'Les présentes conditions générales de vente s’appliquent à toutes les commandes passées sur ce site par des consommateurs auprès de Maison Sabine SAS, société par actions simplifiée au capital de [00 000 € – à compléter], dont le siège social est situé 12, rue de Tournon, 75006 Paris, France, immatriculée sous le numéro [RCS Paris 000 000 000 – à compléter], numéro de TVA [FR 00 000000000 – à compléter], e-mail contact@maison-sabine.example, téléphone +33 1 44 07 12 12 (« Maison Sabine », « nous »). En passant commande, vous reconnaissez les avoir lues et acceptées. La version applicable est celle en vigueur au jour de votre commande.',
      },
      { type: 'h2', text: '2. Produits' },
      {
        type: 'p',
        text: 'Nos souliers sont des chaussures pour femme en cuir d’agneau italien, fabriquées en Italie, avec un talon de 10 cm (nos baskets sont plates) ; nos gants sont en agneau doublé de soie. Chaque fiche produit présente les caractéristiques essentielles de l’article, les pointures ou tailles disponibles et l’état du stock. L’agneau est une matière naturelle : de légères variations de grain et de nuance font partie de son caractère et ne constituent pas des défauts. Les visuels et les couleurs sont reproduits le plus fidèlement possible mais peuvent varier selon votre écran ; certaines images sont des illustrations et non des photographies. Les produits sont proposés dans la limite des stocks disponibles.',
      },
      { type: 'h2', text: '3. Prix' },
      {
        type: 'p',
        text: 'Les prix sont indiqués en euros (EUR), TVA incluse. Les frais de livraison sont calculés lors du passage en caisse, selon la destination, et affichés avant le paiement. Pour les livraisons hors de l’Union européenne, des droits et taxes d’importation peuvent être perçus à l’arrivée par les autorités du pays de destination ; ils sont à la charge du destinataire. Nous pouvons modifier nos prix à tout moment, mais le prix facturé est celui affiché au moment de votre commande.',
      },
      { type: 'h2', text: '4. Commandes' },
      {
        type: 'list',
        items: [
          'Choisissez vos articles, votre pointure et votre coloris, puis ajoutez-les au panier.',
          'Vérifiez votre panier, puis indiquez votre adresse e-mail et vos informations de livraison.',
          'Vous accédez ensuite à la page de paiement sécurisée de notre prestataire, où vous vérifiez le total, livraison comprise, et confirmez votre commande avec obligation de paiement.',
          'Une fois le paiement accepté, nous vous adressons un e-mail de confirmation récapitulant votre commande. Le contrat est formé à l’envoi de cette confirmation.',
        ],
      },
      {
        type: 'p',
        text: 'Une commande ne peut plus être modifiée dès lors que sa préparation a commencé. Si vous souhaitez changer un élément, contactez-nous au plus vite à contact@maison-sabine.example : nous ferons de notre mieux avant le début de la préparation. Nous pouvons refuser une commande en cas de litige de paiement antérieur ou de commande anormale.',
      },
      { type: 'h2', text: '5. Paiement' },
      {
        type: 'p',
        text: 'Le paiement s’effectue en totalité au moment de la commande, par les principales cartes de crédit ou par PayPal. Les paiements sont traités par nos prestataires de paiement via une connexion sécurisée et chiffrée ; Maison Sabine n’a jamais accès à votre numéro de carte complet et ne le conserve pas. Votre commande n’est préparée qu’une fois le paiement autorisé.',
      },
      { type: 'h2', text: '6. Préparation et livraison' },
      {
        type: 'list',
        items: [
          'Les commandes sont préparées sous 1 à 2 jours ouvrés.',
          'La livraison prend ensuite 3 à 7 jours ouvrés en France et 5 à 10 jours ouvrés en Europe.',
          'Nous livrons dans les pays proposés lors du passage en caisse. Chaque envoi est suivi : vous recevez le lien de suivi par e-mail à l’expédition.',
        ],
      },
      {
        type: 'p',
        text: 'Les délais de livraison courent à compter de la fin de la préparation. Si votre commande ne vous est pas parvenue dans ces délais, vous pouvez nous enjoindre de vous livrer dans un délai supplémentaire raisonnable puis, à défaut, résoudre la commande et obtenir son remboursement intégral, conformément aux articles L.216-1 et suivants du Code de la consommation. Merci de vérifier votre colis à réception et de nous signaler tout dommage ou article manquant sous 48 heures.',
      },
      { type: 'h2', text: '7. Précommandes' },
      {
        type: 'p',
        text: 'Certains modèles sont proposés en précommande pendant une campagne limitée dans le temps. Une précommande est une commande ferme : elle est intégralement payée au moment de la commande, et la date d’expédition estimée, indiquée sur la fiche produit, vous est confirmée dans l’e-mail de commande. Les délais de préparation et de livraison s’appliquent ensuite à compter de l’arrivée de l’article dans notre stock. Les modalités sont détaillées sur notre page consacrée aux précommandes.',
      },
      { type: 'h2', text: '8. Droit de rétractation et retours' },
      {
        type: 'p',
        text: 'Vous disposez d’un délai de 14 jours à compter de la livraison pour exercer votre droit de rétractation, sans avoir à justifier de motif, conformément aux articles L.221-18 et suivants du Code de la consommation. Notre politique de retour s’applique dans ce même délai : retours acceptés dans un délai de 14 jours à compter de la livraison, pour un remboursement intégral ou un échange. Les articles doivent être non portés et dans leur état d’origine, avec leur emballage et leurs étiquettes. Les articles sur mesure ou personnalisés ne peuvent pas être retournés (article L.221-28 du Code de la consommation). Le remboursement est effectué sous 5 à 7 jours ouvrés à compter de la réception du retour, sur le moyen de paiement utilisé lors de la commande. Les frais de livraison ne sont pas remboursables.',
      },
      {
        type: 'p',
        text: 'Pour effectuer un retour, écrivez à contact@maison-sabine.example en indiquant votre numéro de commande, ou utilisez le formulaire de rétractation ci-dessous ; la procédure complète est décrite dans notre politique de retour. Les présentes conditions ne limitent en rien les droits que vous tenez de la loi en tant que consommateur.',
      },
      {
        type: 'quote',
        text: 'Formulaire de rétractation – À l’attention de Maison Sabine SAS, 12, rue de Tournon, 75006 Paris, France, contact@maison-sabine.example : je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous : [articles], commandé le [date] / reçu le [date]. Nom : [ ]. Adresse : [ ]. Date et signature (en cas de notification sur papier) : [ ].',
      },
      { type: 'h2', text: '9. Garanties légales' },
      {
        type: 'p',
        text: 'Tous nos produits bénéficient d’une garantie contre les défauts : la garantie légale de conformité (articles L.217-3 et suivants du Code de la consommation) et la garantie des vices cachés (articles 1641 à 1649 du Code civil).',
      },
      {
        type: 'list',
        items: [
          'Vous disposez d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité.',
          'Au titre de cette garantie, vous avez droit à la réparation ou au remplacement du bien, sans frais, ou, à défaut, à une réduction du prix ou à la résolution de la vente.',
          'Vous n’avez pas à prouver l’existence du défaut de conformité lorsqu’il apparaît dans un délai de deux ans à compter de la délivrance du bien.',
          'Indépendamment, vous pouvez invoquer la garantie des vices cachés dans un délai de deux ans à compter de la découverte du vice, et choisir entre la résolution de la vente et une réduction du prix.',
        ],
      },
      {
        type: 'p',
        text: 'L’usure normale et les dommages résultant d’un usage ou d’un entretien inappropriés ne constituent pas des défauts. Pour faire jouer une garantie, écrivez à contact@maison-sabine.example en indiquant votre numéro de commande et une description du problème, idéalement accompagnée de photographies. Les frais de retour d’un article défectueux sont à notre charge.',
      },
      { type: 'h2', text: '10. Responsabilité' },
      {
        type: 'p',
        text: 'Nous sommes responsables de la bonne exécution de votre commande. Notre responsabilité ne saurait être engagée lorsque l’inexécution vous est imputable, ou qu’elle est due au fait imprévisible et insurmontable d’un tiers ou à un cas de force majeure.',
      },
      { type: 'h2', text: '11. Données personnelles' },
      {
        type: 'p',
        text: 'Les données personnelles que vous nous communiquez lors de votre commande sont utilisées pour traiter et livrer celle-ci et pour gérer notre relation avec vous. Le détail de ces traitements et de vos droits figure dans notre politique de confidentialité.',
      },
      { type: 'h2', text: '12. Service client' },
      {
        type: 'p',
        text: 'Pour toute question ou réclamation : contact@maison-sabine.example, ou +33 1 44 07 12 12 aux heures d’ouverture de la boutique (du lundi au vendredi de 10 h 30 à 19 h 30, le samedi de 11 h à 18 h).',
      },
      { type: 'h2', text: '13. Médiation' },
      {
        type: 'p',
        text: 'Si un litige n’a pu être résolu après une réclamation écrite auprès de notre service client, vous pouvez le soumettre gratuitement, dans un délai d’un an à compter de cette réclamation, au médiateur de la consommation : [nom de l’organisme de médiation – à compléter], [adresse postale – à compléter], [site internet – à compléter], conformément aux articles L.611-1 et suivants du Code de la consommation.',
      },
      { type: 'h2', text: '14. Droit applicable et juridiction' },
      {
        type: 'p',
        text: 'Les présentes conditions sont soumises au droit français. À défaut de solution amiable, tout litige sera porté devant les juridictions françaises compétentes. En tant que consommateur, vous conservez en outre la protection des dispositions impératives de la loi de votre pays de résidence et pouvez saisir la juridiction de votre lieu de résidence.',
      },
    ],
  },
}

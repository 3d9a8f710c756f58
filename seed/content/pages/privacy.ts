import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'privacy',
  en: {
    title: 'Privacy Policy',
    description:
      'How Maison Sabine Paris collects and protects your personal data — orders, newsletter, contact, bookings, cookies — and how to exercise your GDPR rights.',
    body: [
      { type: 'p', text: 'Last updated: 22 November 2026.' },
      {
        type: 'p',
        text: 'Maison Sabine SAS takes the protection of your personal data seriously. This policy explains what data we collect, why, how long we keep it and how you can exercise your rights, in accordance with the General Data Protection Regulation (GDPR) and the French Data Protection Act (loi Informatique et Libertés).',
      },
      { type: 'h2', text: 'Who is responsible for your data' },
      {
        type: 'p',
        text: 'The data controller is Maison Sabine SAS, 12 rue de Tournon, 75006 Paris, France, registered under [RCS Paris 000 000 000 — placeholder]. For any question about your data, write to contact@maison-sabine.example with the subject “Personal data”. We have not appointed a data protection officer; your request will be handled directly by our management.',
      },
      { type: 'h2', text: 'What we collect and why' },
      { type: 'h3', text: 'Orders' },
      {
        type: 'p',
        text: 'When you order, we collect your email address, full name, delivery address, telephone number and the details of your order (items, sizes, amounts). We use them to process, ship and follow up your order, to handle returns and guarantees, and to keep our accounting records. Legal basis: the performance of our contract with you and our legal accounting obligations. Payment is made on the secure page of our payment service providers (a card payment provider and PayPal): we receive confirmation of payment, but never your full card number.',
      },
      {
        type: 'p',
        text: 'To save you typing them again, your email address and delivery details can be remembered in your own browser (local storage). They stay on your device, are not sent to us until you place an order, and can be deleted at any time by clearing your browser’s site data.',
      },
      { type: 'h3', text: 'Newsletter' },
      {
        type: 'p',
        text: 'If you subscribe to our newsletter, we collect your email address and record your consent. We use double opt-in: your subscription only takes effect once you have clicked the link in the confirmation email we send you, and we keep the date and time of that confirmation as proof of consent. Our newsletter brings news, early access and offers; every issue contains an unsubscribe link, and you may unsubscribe at any time. Legal basis: your consent.',
      },
      { type: 'h3', text: 'Contact form' },
      {
        type: 'p',
        text: 'When you write to us, we collect your first and last name, email address, postal address if you provide it, the reason for your message and its content, and your newsletter choice. We use them to answer you. Legal basis: our legitimate interest in responding to your request, or steps taken at your request before a purchase. Ticking the newsletter box on this form is optional and follows the same double opt-in as above.',
      },
      { type: 'h3', text: 'Try-on bookings' },
      {
        type: 'p',
        text: 'When you book a try-on at our Paris boutique, we collect your first and last name, email address, telephone number, chosen size, preferred date and time and any special instructions. We use them to prepare your pairs and confirm your appointment. Legal basis: steps taken at your request before a purchase.',
      },
      { type: 'h3', text: 'Stock alerts and preorders' },
      {
        type: 'p',
        text: 'If you ask to be told when a product is back in stock, or to be informed about a preorder, we keep your email address together with the product and size concerned, only to send you that message. Legal basis: your consent.',
      },
      { type: 'h3', text: 'Customer account' },
      {
        type: 'p',
        text: 'An account is never required to order. If you create one, we keep your email address, your password (only as a salted hash), your name and telephone number if you give them, your saved delivery addresses, your saved cart, the orders placed with your confirmed address, and the dates on which you accepted our terms and this policy. Signing in by a one-time code or a reset link sends an email to your address only. Legal basis: the performance of our contract with you.',
      },
      { type: 'h3', text: 'Security' },
      {
        type: 'p',
        text: 'Our servers keep technical logs (IP address, date and time, pages requested, browser type) to protect the website and our back office against fraud and attacks. Legal basis: our legitimate interest in the security of our services.',
      },
      { type: 'h2', text: 'Cookies and consent' },
      {
        type: 'p',
        text: 'On your first visit, a banner lets you accept all cookies, customise your choice category by category, or learn more. Refusing is as easy as accepting, and no optional cookie is placed before you have made your choice.',
      },
      {
        type: 'list',
        items: [
          'Strictly necessary cookies and storage, which do not require consent: your language preference (kept for 365 days), your cart and session, your cookie choices, and the checkout details remembered in your browser.',
          'Audience measurement and advertising cookies, placed only with your consent: they help us understand how the site is used (pages viewed, size guide opened, newsletter sign-ups) and measure the effectiveness of our advertising, including purchases that follow an ad.',
        ],
      },
      {
        type: 'p',
        text: 'Your choice is kept for six months, after which we ask again. Optional cookies have a maximum lifetime of 13 months. You can change your mind at any time from the cookie settings link at the bottom of every page, or by deleting cookies in your browser.',
      },
      {
        type: 'p',
        text: 'The boutique map loads map tiles from a third-party provider, which receives your IP address in order to display them. If you choose to share your location to get directions, it is used in your browser only to calculate the route, and is not stored by us.',
      },
      { type: 'h2', text: 'Who receives your data' },
      {
        type: 'p',
        text: 'Your data are accessible only to the Maison Sabine staff who need them, and to our service providers acting on our instructions: website hosting, payment, email delivery, carriers (who receive your name, address and telephone number to deliver your parcel) and, only if you have agreed, our audience measurement and advertising partners. We never sell your data.',
      },
      {
        type: 'p',
        text: 'Some of these providers may process data outside the European Economic Area. Such transfers are covered by a European Commission adequacy decision (such as the EU–US Data Privacy Framework) or by the Commission’s standard contractual clauses.',
      },
      { type: 'h2', text: 'How long we keep it' },
      {
        type: 'list',
        items: [
          'Orders and invoices: for the duration of our relationship, then as archives for 10 years, as required by French accounting law.',
          'Customer data used to keep you informed of our news: 3 years from your last purchase or contact.',
          'Newsletter: until you unsubscribe; addresses with no activity for 3 years are deleted.',
          'Contact messages: 3 years from our last exchange.',
          'Try-on bookings: 1 year after the appointment date.',
          'Stock alerts and preorder notifications: until the message is sent, and at most 1 year.',
          'Technical security logs: 12 months.',
          'Optional cookies: 13 months at most; your cookie choices: 6 months.',
        ],
      },
      { type: 'h2', text: 'Your rights' },
      {
        type: 'p',
        text: 'You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format and to withdraw your consent at any time, without affecting processing carried out before. You may also give instructions on what should happen to your data after your death.',
      },
      {
        type: 'p',
        text: 'If you have an account, you can exercise two of these rights yourself, under My account › My data: download all the data we hold about you as a file (JSON), and delete your account. Deleting it erases your profile, addresses and saved cart at once and signs you out everywhere; orders already paid are kept for the 10 years of the accounting retention period with only what an invoice must show (name, billing address, items and amounts), detached from any account; the record of the consents you gave is kept as proof.',
      },
      {
        type: 'p',
        text: 'To exercise these rights, write to contact@maison-sabine.example with the subject “Personal data”. We reply within one month. If we have reasonable doubts about your identity, we may ask you for additional information.',
      },
      {
        type: 'p',
        text: 'If you believe your rights have not been respected, you may lodge a complaint with the French data protection authority, the CNIL (www.cnil.fr). If you do not wish to receive commercial telephone calls, you can register free of charge on the Bloctel list (www.bloctel.gouv.fr).',
      },
      { type: 'h2', text: 'Security' },
      {
        type: 'p',
        text: 'The website is served exclusively over an encrypted connection (HTTPS), access to our back office is restricted and monitored, and our staff are bound by confidentiality.',
      },
      { type: 'h2', text: 'Children' },
      {
        type: 'p',
        text: 'Our website is intended for adults. We do not knowingly collect data from children under 15.',
      },
      { type: 'h2', text: 'Changes' },
      {
        type: 'p',
        text: 'We may update this policy to reflect changes in our services or in the law. The date at the top of this page shows the latest version.',
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    description:
      'Comment Maison Sabine Paris collecte et protège vos données – commandes, newsletter, contact, rendez-vous, cookies – et comment exercer vos droits RGPD.',
    body: [
      { type: 'p', text: 'Dernière mise à jour : 22 novembre 2026.' },
      {
        type: 'p',
        text: 'Maison Sabine SAS accorde une grande importance à la protection de vos données personnelles. La présente politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
      },
      { type: 'h2', text: 'Responsable du traitement' },
      {
        type: 'p',
        text: 'Le responsable du traitement est Maison Sabine SAS, 12, rue de Tournon, 75006 Paris, France, immatriculée sous le numéro [RCS Paris 000 000 000 – à compléter]. Pour toute question relative à vos données, écrivez à contact@maison-sabine.example en indiquant l’objet « Données personnelles ». Nous n’avons pas désigné de délégué à la protection des données ; votre demande est traitée directement par notre direction.',
      },
      { type: 'h2', text: 'Les données que nous collectons et pourquoi' },
      { type: 'h3', text: 'Commandes' },
      {
        type: 'p',
        text: 'Lorsque vous passez commande, nous collectons votre adresse e-mail, vos nom et prénom, votre adresse de livraison, votre numéro de téléphone et le détail de votre commande (articles, pointures, montants). Nous les utilisons pour préparer, expédier et suivre votre commande, gérer les retours et les garanties, et tenir notre comptabilité. Base légale : l’exécution du contrat qui nous lie et nos obligations comptables. Le paiement s’effectue sur la page sécurisée de nos prestataires de paiement (un prestataire de paiement par carte et PayPal) : nous recevons la confirmation du paiement, jamais votre numéro de carte complet.',
      },
      {
        type: 'p',
        text: 'Pour vous éviter de les saisir à nouveau, votre adresse e-mail et vos informations de livraison peuvent être mémorisées dans votre propre navigateur (stockage local). Elles restent sur votre appareil, ne nous sont transmises qu’au moment de la commande et peuvent être effacées à tout moment en supprimant les données du site dans votre navigateur.',
      },
      { type: 'h3', text: 'Newsletter' },
      {
        type: 'p',
        text: 'Si vous vous inscrivez à notre newsletter, nous collectons votre adresse e-mail et enregistrons votre consentement. Nous pratiquons le double opt-in : votre inscription ne prend effet qu’une fois que vous avez cliqué sur le lien de l’e-mail de confirmation que nous vous envoyons, et nous conservons la date et l’heure de cette confirmation comme preuve de votre consentement. Notre newsletter vous apporte nos nouvelles, des accès en avant-première et des offres ; chaque envoi comporte un lien de désinscription, et vous pouvez vous désinscrire à tout moment. Base légale : votre consentement.',
      },
      { type: 'h3', text: 'Formulaire de contact' },
      {
        type: 'p',
        text: 'Lorsque vous nous écrivez, nous collectons vos nom et prénom, votre adresse e-mail, votre adresse postale si vous la renseignez, le motif et le contenu de votre message, ainsi que votre choix concernant la newsletter. Nous les utilisons pour vous répondre. Base légale : notre intérêt légitime à répondre à votre demande, ou des mesures précontractuelles prises à votre demande. Cocher la case newsletter de ce formulaire est facultatif et donne lieu au même double opt-in que ci-dessus.',
      },
      { type: 'h3', text: 'Rendez-vous d’essayage' },
      {
        type: 'p',
        text: 'Lorsque vous réservez un essayage dans notre boutique parisienne, nous collectons vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, la pointure choisie, la date et l’heure souhaitées et vos éventuelles instructions particulières. Nous les utilisons pour préparer vos paires et confirmer votre rendez-vous. Base légale : des mesures précontractuelles prises à votre demande.',
      },
      { type: 'h3', text: 'Alertes de disponibilité et précommandes' },
      {
        type: 'p',
        text: 'Si vous nous demandez de vous prévenir du retour en stock d’un produit ou de vous informer d’une précommande, nous conservons votre adresse e-mail avec le produit et la pointure concernés, dans le seul but de vous envoyer ce message. Base légale : votre consentement.',
      },
      { type: 'h3', text: 'Compte client' },
      {
        type: 'p',
        text: 'Un compte n’est jamais nécessaire pour commander. Si vous en créez un, nous conservons votre adresse e-mail, votre mot de passe (uniquement sous forme d’empreinte salée), vos nom et téléphone si vous les indiquez, vos adresses de livraison enregistrées, votre panier enregistré, les commandes passées avec votre adresse confirmée, ainsi que les dates auxquelles vous avez accepté nos conditions et la présente politique. La connexion par code à usage unique ou par lien de réinitialisation envoie un e-mail à votre seule adresse. Base légale : l’exécution de notre contrat avec vous.',
      },
      { type: 'h3', text: 'Sécurité' },
      {
        type: 'p',
        text: 'Nos serveurs conservent des journaux techniques (adresse IP, date et heure, pages demandées, type de navigateur) afin de protéger le site et notre espace d’administration contre la fraude et les attaques. Base légale : notre intérêt légitime à assurer la sécurité de nos services.',
      },
      { type: 'h2', text: 'Cookies et consentement' },
      {
        type: 'p',
        text: 'Lors de votre première visite, un bandeau vous permet d’accepter tous les cookies, de personnaliser votre choix catégorie par catégorie ou d’en savoir plus. Refuser est aussi simple qu’accepter, et aucun cookie facultatif n’est déposé avant que vous ayez fait votre choix.',
      },
      {
        type: 'list',
        items: [
          'Les cookies et le stockage strictement nécessaires, qui ne requièrent pas de consentement : votre préférence de langue (conservée 365 jours), votre panier et votre session, vos choix en matière de cookies, ainsi que les informations de commande mémorisées dans votre navigateur.',
          'Les cookies de mesure d’audience et de publicité, déposés uniquement avec votre consentement : ils nous aident à comprendre l’utilisation du site (pages consultées, guide des tailles ouvert, inscriptions à la newsletter) et à mesurer l’efficacité de nos publicités, y compris les achats qui suivent une annonce.',
        ],
      },
      {
        type: 'p',
        text: 'Votre choix est conservé six mois, après quoi nous vous le redemandons. Les cookies facultatifs ont une durée de vie maximale de 13 mois. Vous pouvez changer d’avis à tout moment grâce au lien de gestion des cookies présent en bas de chaque page, ou en supprimant les cookies dans votre navigateur.',
      },
      {
        type: 'p',
        text: 'La carte de la boutique charge ses fonds de carte auprès d’un prestataire tiers, qui reçoit votre adresse IP pour pouvoir les afficher. Si vous choisissez de partager votre position pour obtenir un itinéraire, celle-ci est utilisée dans votre navigateur uniquement pour calculer le trajet et n’est pas conservée par nos soins.',
      },
      { type: 'h2', text: 'Destinataires de vos données' },
      {
        type: 'p',
        text: 'Vos données ne sont accessibles qu’aux membres de l’équipe Maison Sabine qui en ont besoin, ainsi qu’à nos prestataires agissant sur nos instructions : hébergement du site, paiement, envoi d’e-mails, transporteurs (qui reçoivent vos nom, adresse et numéro de téléphone pour livrer votre colis) et, uniquement si vous l’avez accepté, nos partenaires de mesure d’audience et de publicité. Nous ne vendons jamais vos données.',
      },
      {
        type: 'p',
        text: 'Certains de ces prestataires peuvent traiter des données en dehors de l’Espace économique européen. Ces transferts sont encadrés par une décision d’adéquation de la Commission européenne (telle que le cadre de protection des données UE–États-Unis) ou par les clauses contractuelles types de la Commission.',
      },
      { type: 'h2', text: 'Durées de conservation' },
      {
        type: 'list',
        items: [
          'Commandes et factures : pendant toute la durée de notre relation, puis en archives pendant 10 ans, comme l’exige le droit comptable français.',
          'Données clients utilisées pour vous informer de nos nouveautés : 3 ans à compter de votre dernier achat ou contact.',
          'Newsletter : jusqu’à votre désinscription ; les adresses inactives depuis 3 ans sont supprimées.',
          'Messages de contact : 3 ans à compter de notre dernier échange.',
          'Rendez-vous d’essayage : 1 an après la date du rendez-vous.',
          'Alertes de disponibilité et de précommande : jusqu’à l’envoi du message, et 1 an au plus.',
          'Journaux techniques de sécurité : 12 mois.',
          'Cookies facultatifs : 13 mois au plus ; vos choix en matière de cookies : 6 mois.',
        ],
      },
      { type: 'h2', text: 'Vos droits' },
      {
        type: 'p',
        text: 'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données, d’un droit à la limitation du traitement et d’opposition, d’un droit à la portabilité et du droit de retirer votre consentement à tout moment, sans remettre en cause les traitements effectués auparavant. Vous pouvez également définir des directives relatives au sort de vos données après votre décès.',
      },
      {
        type: 'p',
        text: 'Si vous avez un compte, vous pouvez exercer vous-même deux de ces droits, depuis Mon compte › Mes données : télécharger dans un fichier (JSON) toutes les données que nous détenons sur vous, et supprimer votre compte. La suppression efface immédiatement votre profil, vos adresses et votre panier enregistré et vous déconnecte partout ; les commandes déjà payées sont conservées pendant les 10 ans de la durée de conservation comptable avec seulement ce qu’une facture doit mentionner (nom, adresse de facturation, articles et montants), sans lien avec un compte ; l’historique des consentements que vous avez donnés est conservé à titre de preuve.',
      },
      {
        type: 'p',
        text: 'Pour exercer ces droits, écrivez à contact@maison-sabine.example en indiquant l’objet « Données personnelles ». Nous vous répondons dans un délai d’un mois. En cas de doute raisonnable sur votre identité, nous pouvons vous demander des informations complémentaires.',
      },
      {
        type: 'p',
        text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL, www.cnil.fr). Si vous ne souhaitez pas faire l’objet de prospection commerciale par téléphone, vous pouvez vous inscrire gratuitement sur la liste d’opposition Bloctel (www.bloctel.gouv.fr).',
      },
      { type: 'h2', text: 'Sécurité' },
      {
        type: 'p',
        text: 'Le site est servi exclusivement via une connexion chiffrée (HTTPS), l’accès à notre espace d’administration est restreint et surveillé, et nos équipes sont tenues à la confidentialité.',
      },
      { type: 'h2', text: 'Mineurs' },
      {
        type: 'p',
        text: 'Notre site s’adresse aux adultes. Nous ne collectons pas sciemment de données concernant des enfants de moins de 15 ans.',
      },
      { type: 'h2', text: 'Modifications' },
      {
        type: 'p',
        text: 'Nous pouvons mettre à jour la présente politique pour tenir compte de l’évolution de nos services ou de la loi. La date figurant en haut de cette page indique la dernière version.',
      },
    ],
  },
}

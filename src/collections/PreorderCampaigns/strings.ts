// The preorder campaign screen's own copy in the backoffice's language (en or fr): the catalog pickers, the link
// check's refusals and the missing-French-title warning.
import type { CampaignLinkProblem } from '@/domain/preorderLink'

const en = {
  typeHelp: 'Chosen from the catalog’s product types; the bar links to its page.',
  colourHelp: 'A colour of this type in the catalog; empty links to the type’s page.',
  colourNone: 'This type has a single page: no colour to choose.',
  pickType: 'Choose a product type',
  pickColour: 'All colours',
  problems: {
    unknownType: 'This product type is not in the catalog: the bar would link to a page that does not exist.',
    unknownColour: 'No product of this type has this colour: the bar would link to a page that does not exist.',
    noProductPage: 'This type has no product page yet: the bar would link to a page that does not exist.',
  } satisfies Record<CampaignLinkProblem, string>,
  frenchMissing: 'The French title is empty: the bar will not show this campaign on French pages.',
  frenchHow: 'Switch the locale to Français (top right) and fill in the title.',
}

export type PreorderStrings = typeof en

const fr: PreorderStrings = {
  typeHelp: 'Choisi parmi les types de produit du catalogue\u00a0; la barre mène à sa page.',
  colourHelp: 'Une couleur de ce type au catalogue\u00a0; vide, la barre mène à la page du type.',
  colourNone: 'Ce type n’a qu’une page\u00a0: aucune couleur à choisir.',
  pickType: 'Choisir un type de produit',
  pickColour: 'Toutes les couleurs',
  problems: {
    unknownType: 'Ce type de produit n’est pas au catalogue\u00a0: la barre mènerait à une page inexistante.',
    unknownColour: 'Aucun produit de ce type n’a cette couleur\u00a0: la barre mènerait à une page inexistante.',
    noProductPage: 'Ce type n’a pas encore de page produit\u00a0: la barre mènerait à une page inexistante.',
  },
  frenchMissing:
    'Le titre français est vide\u00a0: la barre n’affichera pas cette précommande sur les pages en français.',
  frenchHow: 'Passez la langue du contenu à Français (en haut à droite) et saisissez le titre.',
}

export const preorderStrings = (language: string | undefined): PreorderStrings => (language === 'fr' ? fr : en)

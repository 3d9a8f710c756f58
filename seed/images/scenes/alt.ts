// The bilingual alt texts of every generated image, built from the same plans as the pictures.
import { COLORS, TYPES } from '../palette'
import { hash, pick } from '../util'
import { type Prod, ALL_PRODUCTS } from './figures'
import type { SceneKind } from './settings'
import { lookbookScene } from './lookbook'
import { heroPlan } from './hero'
import { articlePlan } from './article'

const SCENE_EN: Record<SceneKind, string> = {
  facade: 'in front of a Haussmannian façade',
  parquet: 'on a Versailles parquet floor',
  rooftop: 'on a Paris zinc rooftop at dusk',
  staircase: 'on a marble staircase',
  garden: 'on a gravel path in the Jardin du Luxembourg',
  studio: 'on a plinth in the studio',
  stage: 'in a spotlight on stage',
  street: 'in a Paris street, beside an old delivery van',
  cafe: 'on a café terrace',
  workshop: 'in the workshop',
}
const SCENE_FR: Record<SceneKind, string> = {
  facade: 'devant une façade haussmannienne',
  parquet: 'sur un parquet Versailles',
  rooftop: 'sur un toit de zinc parisien au crépuscule',
  staircase: 'sur un escalier de marbre',
  garden: 'sur une allée du jardin du Luxembourg',
  studio: 'sur un socle, en studio',
  stage: 'sous un projecteur, sur scène',
  street: 'dans une rue de Paris, près d’une vieille camionnette',
  cafe: 'à une terrasse de café',
  workshop: 'à l’atelier',
}

export function productPhrase(p: Prod): { en: string; fr: string } {
  const col = COLORS[p.color]
  const t = TYPES[p.type]
  if (!t) return { en: 'Maison Sabine shoes', fr: 'Souliers Maison Sabine' }
  const enColor = col ? col.en.toLowerCase() : ''
  const frColor = col ? col.frPlural[t.gender] : ''
  const en = `${enColor ? enColor + ' ' : ''}${t.en.toLowerCase()}`
  const fr = `${t.fr.toLowerCase()}${frColor ? ' ' + frColor : ''}`
  return { en: en.charAt(0).toUpperCase() + en.slice(1), fr: fr.charAt(0).toUpperCase() + fr.slice(1) }
}

export function productInScene(p: Prod, kind: SceneKind): { en: string; fr: string } {
  const ph = productPhrase(p)
  const pair = p.type === 'gloves' ? { en: 'A pair of', fr: 'Une paire de' } : { en: 'A pair of', fr: 'Une paire d’' }
  const frNoun = ph.fr.charAt(0).toLowerCase() + ph.fr.slice(1)
  const frJoin = /^[aeiouyéèh]/i.test(frNoun) ? `${pair.fr}${frNoun}` : `Une paire de ${frNoun}`
  return {
    en: `${pair.en} ${ph.en.toLowerCase()} ${SCENE_EN[kind]}, illustration`,
    fr: `${frJoin} ${SCENE_FR[kind]}, illustration`,
  }
}

export function lookbookAlt(type: string, color: string, index: number): { en: string; fr: string } {
  return productInScene({ type, color }, lookbookScene(type, color, index))
}

export function heroAlt(index: number): { en: string; fr: string } {
  const p = heroPlan(index)
  return productInScene(p.product, p.kind)
}

export function articleAlt(key: string): { en: string; fr: string } {
  const plan = articlePlan(key)
  if (plan.kind === 'stage' && /dance|danse|ballet|odc/.test(plan.words.join('-'))) {
    const ph = productPhrase(plan.product)
    return {
      en: `A dancer in ${ph.en.toLowerCase()} under a spotlight on stage, illustration`,
      fr: `Une danseuse en ${ph.fr.toLowerCase()} sous un projecteur, sur scène, illustration`,
    }
  }
  const base = productInScene(plan.product, plan.kind)
  if (plan.mood === 'night' && plan.kind !== 'stage' && plan.kind !== 'studio' && plan.kind !== 'workshop')
    return {
      en: base.en.replace(', illustration', ' at night, illustration'),
      fr: base.fr.replace(', illustration', ', la nuit, illustration'),
    }
  return base
}

export function pageAlt(key: string): { en: string; fr: string } {
  const [, slug = '', nStr = '1'] = key.split('/')
  const n = Number(nStr) || 1
  if (slug === 'fabrication' && n === 1)
    return {
      en: 'A row of beechwood master lasts in the workshop, illustration',
      fr: 'Une rangée de formes maîtresses en hêtre à l’atelier, illustration',
    }
  if (slug === 'fabrication' && n === 2)
    return {
      en: 'A lambskin on a lit table, marked for cutting, illustration',
      fr: 'Une peau d’agneau sur une table lumineuse, tracée pour la coupe, illustration',
    }
  if (slug === 'fabrication' && n === 3)
    return {
      en: 'A 10 cm heel being covered in black lambskin, illustration',
      fr: 'Un talon de 10 cm en cours de gainage d’agneau noir, illustration',
    }
  if (slug === 'comfort')
    return {
      en: 'Side view of a 10 cm last showing the pitch from heel to forepart, illustration',
      fr: 'Vue de profil d’une forme de 10 cm montrant la cambrure du talon à l’avant-pied, illustration',
    }
  if (slug === 'brand')
    return {
      en: 'The workshop: shelves of beech lasts above the workbench and a pair of black pumps, illustration',
      fr: 'L’atelier : des formes en hêtre au-dessus de l’établi et une paire d’escarpins noirs, illustration',
    }
  if (slug === 'shop-the-look')
    return {
      en: 'A woman in a long camel coat and black ankle boots in front of a Paris doorway, illustration',
      fr: 'Une femme en long manteau camel et bottines noires devant une porte cochère parisienne, illustration',
    }
  const kinds: SceneKind[] = ['facade', 'parquet', 'staircase', 'garden', 'studio']
  const kind = pick(kinds, hash(slug) + n)
  const p = ALL_PRODUCTS[(hash(key) >>> 3) % ALL_PRODUCTS.length]
  return productInScene(p, kind)
}

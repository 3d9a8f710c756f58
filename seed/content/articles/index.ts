// Every magazine article of the seed, one file per article (slug = file name).
import type { ArticleSeed } from '../types'
import { article as ankleBootsXOdc } from './ankle-boots-x-odc'
import { article as blackHeelsEssentialGuide } from './black-heels-essential-guide'
import { article as emilyInParisFilmingLocations } from './emily-in-paris-filming-locations'
import { article as frenchHeelsParisianDesign } from './french-heels-parisian-design'
import { article as heelsAndDesireDance } from './heels-and-desire-dance'
import { article as heelsAndDesire } from './heels-and-desire'
import { article as onTheRoof } from './on-the-roof'
import { article as parisNightclubDressCode } from './paris-nightclub-dress-code'
import { article as pumpsXOdc } from './pumps-x-odc'
import { article as redAnkleBootsParis } from './red-ankle-boots-paris'
import { article as sandalsXOdc } from './sandals-x-odc'
import { article as steppingIntoTheSpotlight } from './stepping-into-the-spotlight'
import { article as vanArtParis } from './van-art-paris'
import { article as whyWearHeels } from './why-wear-heels'
import { article as yellowPumpsGuide } from './yellow-pumps-guide'

export const articles: ArticleSeed[] = [
  ankleBootsXOdc,
  blackHeelsEssentialGuide,
  emilyInParisFilmingLocations,
  frenchHeelsParisianDesign,
  heelsAndDesireDance,
  heelsAndDesire,
  onTheRoof,
  parisNightclubDressCode,
  pumpsXOdc,
  redAnkleBootsParis,
  sandalsXOdc,
  steppingIntoTheSpotlight,
  vanArtParis,
  whyWearHeels,
  yellowPumpsGuide,
]

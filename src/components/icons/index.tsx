// The shop's icon set, addressed by the names the spec registers: car, person-walking, bicycle, subway, home,
// circle-half-stroke, palette, clock, road, hourglass, instagram. Server components write <Icon name="clock" />;
// a client leaf imports the one glyph it needs from ./glyphs instead, so its script never carries the others.
import {
  BicycleIcon,
  CarIcon,
  CircleHalfStrokeIcon,
  ClockIcon,
  HomeIcon,
  HourglassIcon,
  InstagramIcon,
  PaletteIcon,
  PersonWalkingIcon,
  RoadIcon,
  SubwayIcon,
} from './glyphs'
import type { IconProps } from './Svg'

export const ICONS = {
  car: CarIcon,
  'person-walking': PersonWalkingIcon,
  bicycle: BicycleIcon,
  subway: SubwayIcon,
  home: HomeIcon,
  'circle-half-stroke': CircleHalfStrokeIcon,
  palette: PaletteIcon,
  clock: ClockIcon,
  road: RoadIcon,
  hourglass: HourglassIcon,
  instagram: InstagramIcon,
} as const

export type IconName = keyof typeof ICONS
export type { IconProps }

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const Glyph = ICONS[name]
  return <Glyph {...props} />
}

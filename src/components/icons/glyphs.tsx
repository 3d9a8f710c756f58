// The house's glyphs, drawn for this shop on one 24-unit grid (live area 2–22, 1.25 strokes, round ends): a car in
// profile, a walker, a bicycle, a metro's front, a house, a half-filled circle, a painter's palette, a clock, a road
// in perspective, an hourglass and Instagram's camera outline. One named component each, so a client leaf imports
// only the glyphs it draws; pages address them by name through the registry (./index.ts).
import { type IconProps, Svg } from './Svg'

export function CarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 16.5H3.5V13l1.5-.5L7.5 8h7l3.5 4.5 2.5.75v3.25H19M9 16.5h6M5 12.5h13M11.5 8v4.5" />
      <circle cx="7" cy="16.5" r="2" />
      <circle cx="17" cy="16.5" r="2" />
    </Svg>
  )
}

export function PersonWalkingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="13.5" cy="4.25" r="1.75" />
      <path d="M12.75 7.75 11 13.5l2.5 3.5.5 4M11 13.5l-1.25 4L7 21M8 12.5l1-3.25 3.75-1.5 2 3.25 2.75 1" />
    </Svg>
  )
}

export function BicycleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="5.5" cy="16" r="3.5" />
      <circle cx="18.5" cy="16" r="3.5" />
      <path d="M5.5 16H11L9.25 10.5zM9.25 10.5h7L11 16M16.25 10.5 18.5 16M16.25 10.5l-.75-3h2.25M9.25 10.5l-.5-2M7.5 8.5h2.5" />
    </Svg>
  )
}

export function SubwayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5.5" y="3" width="13" height="15" rx="3" />
      <path d="M5.5 10.5h13M12 3v7.5M8.5 18l-2 3M15.5 18l2 3" />
      <circle cx="9" cy="14.25" r="0.75" fill="currentColor" />
      <circle cx="15" cy="14.25" r="0.75" fill="currentColor" />
    </Svg>
  )
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 11 12 3.75 20.5 11M5.75 9.25V20.5h12.5V9.25M10 20.5V15h4v5.5" />
    </Svg>
  )
}

export function CircleHalfStrokeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 0 0 18z" fill="currentColor" />
    </Svg>
  )
}

export function PaletteIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-.6-.3-1-.6-1.4-.3-.4-.6-.8-.6-1.4 0-1.1.9-1.7 2-1.7H17a4 4 0 0 0 4-4C21 6.4 17 3 12 3z" />
      <circle cx="7.5" cy="11.5" r="1" fill="currentColor" />
      <circle cx="8.75" cy="7.5" r="1" fill="currentColor" />
      <circle cx="13" cy="6.25" r="1" fill="currentColor" />
      <circle cx="17" cy="8.5" r="1" fill="currentColor" />
    </Svg>
  )
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  )
}

export function RoadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8.5 3 4.5 21M15.5 3l4 18M12 4v2.5M12 10.5v3M12 17.5v3" />
    </Svg>
  )
}

export function HourglassIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.5 3h11M6.5 21h11M8 3v2c0 2.5 1.5 4.25 4 7-2.5 2.75-4 4.5-4 7v2M16 3v2c0 2.5-1.5 4.25-4 7 2.5 2.75 4 4.5 4 7v2" />
    </Svg>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="16.75" cy="7.25" r="0.6" fill="currentColor" />
    </Svg>
  )
}

// The one call site of the map's analytics: every map gesture goes through mapEvent(), which sends the spec's
// "map interaction" event as `map_interaction` { action, value } — the same event and shape as the
// analytics module's trackMapInteraction(); track() applies the consent rule.
import { track } from '@/lib/analytics'

export type MapAction =
  | 'open_in_maps'
  | 'locate'
  | 'recenter'
  | 'toggle_map'
  | 'style_colour'
  | 'style_mono'
  | 'travel_mode'
  | 'marker'
  | 'place'

export function mapEvent(action: MapAction, value?: string) {
  track('map_interaction', value === undefined ? { action } : { action, value })
}

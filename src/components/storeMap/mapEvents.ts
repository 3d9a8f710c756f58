// The one call site of the map's analytics: every map gesture goes through mapEvent(), which sends the spec's
// "map interaction" event (`map_interaction` { action, value }) through the analytics module's
// trackMapInteraction(); track() applies the consent rule.
import { trackMapInteraction } from '@/lib/analytics'

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
  trackMapInteraction(value === undefined ? { action } : { action, value })
}

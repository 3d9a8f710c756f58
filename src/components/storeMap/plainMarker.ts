// maplibre gives each marker's wrapper role="button" and aria-label="Map marker" when it is added to the map. Our
// markers hold a real <button> with its own label, so the wrapper must not be a button (a button inside a button is
// invalid and read twice). Used as the ref of react-map-gl's <Marker>: it runs before the marker is added.
import type { Marker } from 'maplibre-gl'

export function plainMarker(marker: Marker | null) {
  if (!marker) return
  // A named group holding our button, whether this runs before maplibre adds the marker (it then keeps our role)
  // or after (the role it set is replaced).
  const el = marker.getElement()
  const plain = () => {
    el.setAttribute('role', 'group')
    el.removeAttribute('aria-label')
  }
  plain()
  setTimeout(plain, 0)
}

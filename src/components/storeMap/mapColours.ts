// The map's two looks, colour or black and white, and where the shopper's choice is remembered in this browser.
// Apart from the map's own module so the page shell reads it without loading the map.
export const MAP_COLOURS = ['colour', 'mono'] as const
export const MAP_COLOURS_KEY = 'maison.mapColours'

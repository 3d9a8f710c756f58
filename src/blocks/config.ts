// Blocks an editor of a fashion magazine places inside rich text (articles and pages). The rich-text field is
// localized, so block contents (captions, quotes, places) are written per language.
import type { Block } from 'payload'

const caption = { name: 'caption', type: 'text' } as const

export const FullBleedImage: Block = {
  slug: 'fullBleedImage',
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Images', fr: 'Images' } },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    caption,
    {
      name: 'fullBleed',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Full bleed (edge to edge)', fr: 'Pleine largeur' },
    },
  ],
}

export const ImagePair: Block = {
  slug: 'imagePair',
  labels: {
    singular: { en: 'Image pair', fr: 'Paire d’images' },
    plural: { en: 'Image pairs', fr: 'Paires d’images' },
  },
  fields: [
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, minRows: 2, maxRows: 2, required: true },
    caption,
  ],
}

export const PullQuote: Block = {
  slug: 'pullQuote',
  labels: { singular: { en: 'Pull quote', fr: 'Citation' }, plural: { en: 'Pull quotes', fr: 'Citations' } },
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'cite', type: 'text' },
  ],
}

export const ProductCard: Block = {
  slug: 'productCard',
  labels: {
    singular: { en: 'Product card', fr: 'Fiche produit' },
    plural: { en: 'Product cards', fr: 'Fiches produit' },
  },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    { name: 'note', type: 'text' },
  ],
}

export const Gallery: Block = {
  slug: 'gallery',
  labels: { singular: { en: 'Gallery', fr: 'Galerie' }, plural: { en: 'Galleries', fr: 'Galeries' } },
  fields: [{ name: 'images', type: 'upload', relationTo: 'media', hasMany: true, minRows: 2, required: true }, caption],
}

export const PlacesMap: Block = {
  slug: 'placesMap',
  labels: {
    singular: { en: 'Map of places', fr: 'Carte de lieux' },
    plural: { en: 'Maps of places', fr: 'Cartes de lieux' },
  },
  fields: [
    {
      name: 'places',
      label: { en: 'Places', fr: 'Lieux' },
      labels: { singular: { en: 'Place', fr: 'Lieu' }, plural: { en: 'Places', fr: 'Lieux' } },
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text', required: true },
        { name: 'address', label: { en: 'Address', fr: 'Adresse' }, type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'lat', label: { en: 'Latitude', fr: 'Latitude' }, type: 'number', required: true },
            { name: 'lng', label: { en: 'Longitude', fr: 'Longitude' }, type: 'number', required: true },
          ],
        },
        { name: 'note', label: { en: 'Note', fr: 'Note' }, type: 'textarea' },
      ],
    },
  ],
}

export const EDITORIAL_BLOCKS = [FullBleedImage, ImagePair, PullQuote, ProductCard, Gallery, PlacesMap]

import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/**
 * One row per style-assistant answer (POST /api/recommend): what was asked, how it was read, which engine and model
 * answered, the products shown, latency, tokens and cost when the provider reports them, and the shopper's
 * click-through. Written by the server only; customer service and admins read it. Rows older than 90 days are
 * deleted by the daily sweep (src/server/recommend/logs.ts). No personal data: the text is stored with e-mail
 * addresses and phone numbers masked, and no address, account or cookie is recorded.
 */
export const AiLogs: CollectionConfig = {
  slug: 'ai-logs',
  labels: {
    singular: { en: 'AI log', fr: 'Journal IA' },
    plural: { en: 'AI logs', fr: 'Journaux IA' },
  },
  admin: {
    useAsTitle: 'input',
    defaultColumns: ['createdAt', 'locale', 'input', 'engine', 'productCount', 'latencyMs', 'clickedHandle'],
    group: GROUPS.system,
  },
  access: { read: byRole('service'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: ['en', 'fr'],
      label: { en: 'Language', fr: 'Langue' },
    },
    { name: 'input', type: 'textarea', label: { en: 'Shopper input', fr: 'Demande' } },
    { name: 'chips', type: 'json', label: { en: 'Chips', fr: 'Filtres choisis' } },
    { name: 'intent', type: 'json', label: { en: 'Parsed intent', fr: 'Intention comprise' } },
    {
      name: 'engine',
      type: 'select',
      required: true,
      index: true,
      options: ['built-in', 'llm'],
      label: { en: 'Engine', fr: 'Moteur' },
    },
    { name: 'model', type: 'text', label: { en: 'Model', fr: 'Modèle' } },
    { name: 'fellBack', type: 'checkbox', label: { en: 'Fell back to built-in', fr: 'Repli sur le moteur intégré' } },
    { name: 'products', type: 'json', label: { en: 'Products returned', fr: 'Produits proposés' } },
    { name: 'productCount', type: 'number', label: { en: 'Count', fr: 'Nombre' } },
    { name: 'latencyMs', type: 'number', label: { en: 'Latency (ms)', fr: 'Latence (ms)' } },
    { name: 'promptTokens', type: 'number', label: { en: 'Prompt tokens', fr: 'Jetons (requête)' } },
    { name: 'completionTokens', type: 'number', label: { en: 'Completion tokens', fr: 'Jetons (réponse)' } },
    { name: 'costUsd', type: 'number', label: { en: 'Cost (USD)', fr: 'Coût (USD)' } },
    { name: 'clickedHandle', type: 'text', label: { en: 'Clicked product', fr: 'Produit cliqué' } },
    { name: 'clickedAt', type: 'date', label: { en: 'Clicked at', fr: 'Cliqué le' } },
  ],
}

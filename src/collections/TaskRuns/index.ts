import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'

/**
 * One row per background task and period (the hold sweep of one minute, the retention sweep of one day…): the
 * instance that inserts it runs the task, every other instance finds the row and skips (src/server/tasks). The same
 * row then says how the run ended, so staff can see when each sweep last ran and where. Written by server code only;
 * admins read it. Rows older than a week are deleted by the daily retention sweep.
 */
export const TaskRuns: CollectionConfig = {
  slug: 'task-runs',
  labels: {
    singular: { en: 'Background run', fr: 'Tâche de fond' },
    plural: { en: 'Background runs', fr: 'Tâches de fond' },
  },
  admin: {
    useAsTitle: 'task',
    defaultColumns: ['task', 'period', 'status', 'instance', 'createdAt', 'finishedAt'],
    group: GROUPS.system,
    description: {
      en: 'The sweeps every server instance schedules, each run by one instance only per period.',
      fr: 'Les tâches que chaque instance du serveur programme, chacune exécutée par une seule instance par période.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  // The claim: a second instance inserting the same task and period is refused by the database itself.
  indexes: [{ fields: ['task', 'period'], unique: true }],
  fields: [
    { name: 'task', type: 'text', required: true, index: true, label: { en: 'Task', fr: 'Tâche' } },
    { name: 'period', type: 'text', required: true, label: { en: 'Period', fr: 'Période' } },
    { name: 'instance', type: 'text', required: true, label: { en: 'Instance', fr: 'Instance' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      options: [
        { value: 'running', label: { en: 'Running', fr: 'En cours' } },
        { value: 'done', label: { en: 'Done', fr: 'Terminée' } },
        { value: 'failed', label: { en: 'Failed', fr: 'Échouée' } },
      ],
      label: { en: 'Status', fr: 'État' },
    },
    { name: 'finishedAt', type: 'date', label: { en: 'Finished at', fr: 'Terminée le' } },
    { name: 'note', type: 'text', label: { en: 'Note', fr: 'Note' } },
  ],
}

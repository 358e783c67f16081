import { textPack } from '../../../i18n';
import type { TasksMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    tasks: TasksMessages;
  }
}

/** The task centre and the points log: its texts, a chunk per locale. */
export const tasksPack = textPack<TasksMessages>('tasks', { tasks: true, pointsLog: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.tasksMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.tasksMessages),
  en: () => import('./locales/en').then((m) => m.tasksMessages),
  fr: () => import('./locales/fr').then((m) => m.tasksMessages),
  es: () => import('./locales/es').then((m) => m.tasksMessages),
});

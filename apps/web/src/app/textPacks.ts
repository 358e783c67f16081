import type { TextPack } from '../i18n';

const modules = import.meta.glob<Record<string, TextPack>>('../features/**/textPack.ts', { eager: true });

/**
 * Every feature's text pack (`features/…/textPack.ts`), looked up when a text is asked for outside
 * its page's packs (a slip the page tests catch), so it still finds its pack and loads it.
 */
export const featurePacks: readonly TextPack[] = Object.values(modules).flatMap((module) => Object.values(module));

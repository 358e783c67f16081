import '@testing-library/jest-dom/vitest';
import { reduceMotion } from 'antd-mobile';
import { featurePacks } from './src/app/textPacks';
import { findPacksWith } from './src/i18n';

// jsdom lays nothing out, so it cannot scroll: the history's scroll restoring moves nothing here.
window.scrollTo = () => undefined;

// Sheets (antd-mobile Popups) open and close at once, as for a visitor who asks for less motion.
reduceMotion();

// The features' packs are found as the app's start finds them.
findPacksWith(async () => featurePacks);

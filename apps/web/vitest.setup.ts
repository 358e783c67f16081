import '@testing-library/jest-dom/vitest';
import { reduceMotion } from 'antd-mobile';

// jsdom lays nothing out, so it cannot scroll: the history's scroll restoring moves nothing here.
window.scrollTo = () => undefined;

// Sheets (antd-mobile Popups) open and close at once, as for a visitor who asks for less motion.
reduceMotion();

export * from './dict';
export * from './point-events';
export * from './promoters';
export * from './settings';

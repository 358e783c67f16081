export * from './dict';
export * from './goods';
export * from './point-events';
export * from './promoters';
export * from './settings';
export * from './numbers';

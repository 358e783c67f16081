export * from './codes';
export * from './endpoint';
export * from './envelope';
export * from './headers';
export * from './endpoints/index';
export * from './endpoints/hk';
export * from './endpoints/dict';

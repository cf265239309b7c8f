export * from './admin';
export * from './common';
export * from './config';
export * from './cv';
export * from './disposable-patterns';
export * from './payments';
export * from './user';

export * from './admin';
export * from './common';
export * from './config';
export * from './cv';
export * from './disposable-patterns';
export * from './page-data';
export * from './payments';
export * from './user';

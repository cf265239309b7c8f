export * from './admin';
export * from './common';
export * from './config';
export * from './cv';
export * from './payments';
export * from './user';

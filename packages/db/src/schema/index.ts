export * from './app-schema';
export * from './auth-schema';

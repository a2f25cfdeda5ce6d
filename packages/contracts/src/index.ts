export * from './constants';
export * from './errors';
export * from './paging';
export * from './paths';
export * from './app-routes';
export * from './messages';
export * from './feed';
export * from './auth';

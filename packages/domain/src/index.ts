export * from './constants';
export * from './format';
export * from './messages';
export * from './roles';

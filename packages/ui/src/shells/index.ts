export * from './dashboard-layout';
export * from './public-layout';

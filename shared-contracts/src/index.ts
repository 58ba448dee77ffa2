export * from './locale';
export * from './remotes';
export * from './modules';
export * from './routes';
export * from './events';
export * from './shell-context';
export * from './types/domain';

export * from './client';
export * from './generated/client/graphql';

/** What the api needs: the SDL and the generated resolver types. */
export { typeDefs } from './generated/type-defs';
export type * from './generated/resolvers-types';

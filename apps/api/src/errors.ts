import { GraphQLError } from 'graphql';
import type { z } from 'zod';

/** Magento's error categories (MAGENTO.md "Errors"), set as extensions.category. */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists';

export function categorisedError(
  category: ErrorCategory,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, category } });
}

export const inputError = (message: string, extensions?: Record<string, unknown>) =>
  categorisedError('graphql-input', message, extensions);

export const notFoundError = (message: string, extensions?: Record<string, unknown>) =>
  categorisedError('graphql-no-such-entity', message, extensions);

export const alreadyExistsError = (message: string, extensions?: Record<string, unknown>) =>
  categorisedError('graphql-already-exists', message, extensions);

export const authenticationError = (message: string, extensions?: Record<string, unknown>) =>
  categorisedError('graphql-authentication', message, extensions);

export const NOT_AUTHORIZED_MESSAGE = "The current editor isn't authorized.";
export const ADMIN_ONLY_MESSAGE = 'Only an administrator can do this.';

export const authorizationError = (message = NOT_AUTHORIZED_MESSAGE) =>
  categorisedError('graphql-authorization', message);

/** Parses untrusted input; zod's messages become one graphql-input error. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
    .join('; ');
  throw inputError(message);
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ApiErrorDetails {
  message: string;
  code?: string;
  category?: string;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The message to show for a failed call: the api's own message for GraphQL errors (with
 * Magento's "GraphQL error: " prefix removed), otherwise the transport error's message.
 */
export function describeApiError(error: unknown, fallback = FALLBACK_MESSAGE): ApiErrorDetails {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { code?: unknown; category?: unknown };
    return {
      message: first?.message?.replace(/^GraphQL error: /, '') || fallback,
      code: typeof extensions.code === 'string' ? extensions.code : undefined,
      category: typeof extensions.category === 'string' ? extensions.category : undefined,
    };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: fallback };
}

export function apiErrorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  return describeApiError(error, fallback).message;
}

import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

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
  if (error instanceof Error) return { message: describeNetworkError(error) };
  return { message: fallback };
}

/** A transport failure in words an editor can act on (the raw messages name HTTP internals). */
export function describeNetworkError(error: Error): string {
  if (ServerError.is(error)) {
    return `The server answered with HTTP ${error.statusCode}. Try again in a moment.`;
  }
  if (ServerParseError.is(error)) {
    return 'The server sent an answer the editor does not understand. Try again in a moment.';
  }
  if (error.name === 'TypeError' || /fetch|network/i.test(error.message)) {
    return 'The request did not reach the server. Check your connection and try again.';
  }
  return error.message || 'Something went wrong. Please try again.';
}

export function apiErrorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  return describeApiError(error, fallback).message;
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { showSubmitError } from './form-errors';

function graphQLError(message: string, category: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { category } }] });
}

describe('showSubmitError', () => {
  it('puts an "already exists" refusal at the taken field', () => {
    const setError = vi.fn();
    const setServerError = vi.fn();
    showSubmitError<{ path: string }>(
      graphQLError('A page already exists at /sale.', 'graphql-already-exists'),
      'The page could not be moved.',
      { takenField: 'path', setError, setServerError },
    );
    expect(setError).toHaveBeenCalledWith('path', { message: 'A page already exists at /sale.' });
    expect(setServerError).not.toHaveBeenCalled();
  });

  it("shows any other refusal above the form, in the api's words or the fallback", () => {
    const setError = vi.fn();
    const setServerError = vi.fn();
    const targets = { takenField: 'path' as const, setError, setServerError };
    showSubmitError<{ path: string }>(
      graphQLError('Not allowed.', 'graphql-authorization'),
      'The page could not be moved.',
      targets,
    );
    showSubmitError<{ path: string }>('?', 'The page could not be moved.', targets);
    expect(setServerError.mock.calls).toEqual([['Not allowed.'], ['The page could not be moved.']]);
    expect(setError).not.toHaveBeenCalled();
  });
});

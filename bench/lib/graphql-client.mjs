// A minimal GraphQL-over-HTTP client for the benches: one POST per operation, the answer checked
// with zod so a changed or failing api says what went wrong instead of printing NaN.
import { z } from 'zod';

const responseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z
    .array(z.object({ message: z.string() }).passthrough())
    .max(100)
    .optional(),
});

/**
 * Creates a client for `${apiUrl}/graphql` scoped to one store view (Magento's Store header).
 * @param {string} apiUrl
 * @param {{ store?: string, timeoutMs?: number, headers?: Record<string, string> }} [options]
 *   `headers`: sent with every request (an editor's session cookie for editor-only queries)
 */
export function graphqlClient(apiUrl, { store = 'uk', timeoutMs = 15_000, headers = {} } = {}) {
  const endpoint = new URL('/graphql', apiUrl).toString();
  /**
   * Runs an operation and returns its data parsed with `dataSchema`; throws on GraphQL errors.
   * @template T
   * @param {string} query
   * @param {Record<string, unknown>} variables
   * @param {z.ZodType<T>} dataSchema
   * @returns {Promise<T>}
   */
  async function request(query, variables, dataSchema) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', store },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(
        `${endpoint} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`,
      );
    }
    const parsed = responseSchema.parse(json);
    if (parsed.errors?.length) {
      throw new Error(`GraphQL error: ${parsed.errors.map((error) => error.message).join('; ')}`);
    }
    const data = dataSchema.safeParse(parsed.data);
    if (!data.success) {
      throw new Error(`Unexpected GraphQL data: ${z.prettifyError(data.error)}`);
    }
    return data.data;
  }
  return { request, endpoint, store };
}

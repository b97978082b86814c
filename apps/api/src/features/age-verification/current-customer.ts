import type { GraphQLContext } from '../../context';

/**
 * The logged-in customer's id from the request's Bearer token, or null. Interim (ADR 0027):
 * replaced by the customers feature's context lookup once it is merged.
 */
export async function currentCustomerId(context: GraphQLContext): Promise<number | null> {
  const credential = context.credential;
  if (!credential || credential.source !== 'bearer') return null;
  const id = await context.services.customerAccess.customerIdForToken(
    credential.token,
    context.storeView(),
    context.clock.now(),
  );
  return id ?? null;
}

import type { GraphQLContext } from '../../context';

/** The logged-in customer's id from the request's Bearer token (customers feature), or null. */
export async function currentCustomerId(context: GraphQLContext): Promise<number | null> {
  return (await context.currentCustomer())?.customer.id ?? null;
}

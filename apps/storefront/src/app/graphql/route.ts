import { apiGraphQLUrl } from '@/config/env';
import { forwardGraphQL } from '@/features/graphql-proxy/forward-graphql';

export const dynamic = 'force-dynamic';

/** Reads API_URL per request, so one build serves any api. */
function forward(request: Request): Promise<Response> {
  return forwardGraphQL(request, { upstreamUrl: apiGraphQLUrl() });
}

export const POST = forward;
// Calls go over POST only (ARCHITECTURE.md security baseline): forwardGraphQL answers other
// methods with 405 and `Allow: POST`.
export const GET = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;

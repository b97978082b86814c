import { requestContext, requestIdOf } from '../logger';

type Handler = (request: Request, connection?: { remoteAddress?: string }) => Promise<Response>;

/**
 * Runs each request with its id (ADR 0038): every entry logged meanwhile carries `requestId`,
 * and the response names it in `X-Request-Id`. The load balancer's id is kept when it is a
 * plain short token (requestIdOf), so its access log and ours share it.
 */
export function withRequestIds(handler: Handler): Handler {
  return async (request, connection) => {
    const requestId = requestIdOf(request.headers.get('x-request-id'));
    const response = await requestContext.run({ requestId }, () => handler(request, connection));
    response.headers.set('x-request-id', requestId);
    return response;
  };
}

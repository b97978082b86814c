import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type DefaultContext,
} from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import { describeNetworkError } from './errors';

/** Same-origin endpoint: Vite dev and preview proxy it to the api, so the httpOnly cookie works. */
export const GRAPHQL_ENDPOINT = '/graphql';

export const NETWORK_ERROR_NOTIFICATION_ID = 'graphql-network-error';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * Background checks (link warnings, catalogue search) handle an unreachable api themselves,
     * quietly: no "Cannot reach the server" notification for them.
     */
    quietNetworkErrors?: boolean;
  }
}

/** The Apollo context of a background request sent in a store view (Magento's Store header). */
export function quietStoreContext(storeView: string | null): DefaultContext {
  return {
    quietNetworkErrors: true,
    ...(storeView ? { headers: { Store: storeView } } : {}),
  };
}

/** A key function that normalises by one id field and leaves objects without it embedded. */
function keyBy(field: string) {
  return (object: Readonly<Record<string, unknown>>) => {
    const id = object[field];
    return typeof id === 'string' && id ? `${String(object.__typename)}:${id}` : false;
  };
}

export function createEditorCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Editor: { keyFields: keyBy('uid') },
      BuilderPage: { keyFields: keyBy('uid') },
      BuilderPageSummary: { keyFields: keyBy('uid') },
      BuilderPageDraft: { keyFields: keyBy('page_uid') },
      MediaAsset: { keyFields: keyBy('uid') },
      // Versions and presence have no id of their own; they live inside their parent list.
      BuilderPageVersion: { keyFields: false },
      EditorPresence: { keyFields: false },
      Query: {
        fields: {
          builderPages: { merge: false },
          builderPageVersions: { merge: false },
          builderPagePresence: { merge: false },
          editors: { merge: false },
        },
      },
    },
  });
}

/**
 * Fired when the api refuses an operation for lack of authorization: either the session ended
 * (expired or revoked elsewhere) or the editor lacks a role. The auth provider listens and asks
 * `editorMe` which one it is.
 */
export const sessionEvents = new EventTarget();
export const AUTHORIZATION_ERROR_EVENT = 'authorization-error';

/**
 * Network failures (api down, proxy error, HTTP 5xx) are shown once as a notification here;
 * GraphQL errors (validation, permissions, conflicts) belong to the caller, which knows what
 * they mean for the user.
 */
const networkErrorLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error)) {
    const refused = error.errors.some(
      (graphQLError) =>
        graphQLError.extensions?.category === 'graphql-authorization' ||
        graphQLError.extensions?.category === 'graphql-authentication',
    );
    if (refused) sessionEvents.dispatchEvent(new Event(AUTHORIZATION_ERROR_EVENT));
    return;
  }
  if (operation.getContext().quietNetworkErrors === true) return;
  notifications.show({
    id: NETWORK_ERROR_NOTIFICATION_ID,
    color: 'red',
    title: 'Cannot reach the server',
    message: describeNetworkError(error),
  });
});

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: GRAPHQL_ENDPOINT,
    credentials: 'same-origin',
    // Looked up per request so tests (and polyfills) can replace the global fetch.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return new ApolloClient({
    link: ApolloLink.from([networkErrorLink, httpLink]),
    cache: createEditorCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

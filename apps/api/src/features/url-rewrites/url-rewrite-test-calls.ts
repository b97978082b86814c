/** GraphQL operations the routing tests share (not a test file). */

const RESULT_FIELDS = /* GraphQL */ `
  url
  entity_id
  entity_type
  rewrite_url
  rewrite_type
  disabled
  hreflang {
    lang
    store_id
    url
  }
`;

export const LOOKUP = /* GraphQL */ `
  query Lookup($url: String!, $storeId: Int) {
    jtiHeadlessUrl(url: $url, storeId: $storeId) {
      ${RESULT_FIELDS}
    }
  }
`;

export const LOOKUPS = /* GraphQL */ `
  query Lookups($urls: [String!]!, $storeId: Int) {
    jtiHeadlessUrls(urls: $urls, storeId: $storeId) {
      items {
        ${RESULT_FIELDS}
      }
    }
  }
`;

export const ROUTE = /* GraphQL */ `
  query Route($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
        title
      }
    }
  }
`;

export const URL_RESOLVER = /* GraphQL */ `
  query UrlResolver($url: String!) {
    urlResolver(url: $url) {
      id
      entity_uid
      canonical_url
      relative_url
      redirectCode
      type
    }
  }
`;

export interface LookupResult {
  url: string;
  entity_id: number | null;
  entity_type: string | null;
  rewrite_url: string | null;
  rewrite_type: number | null;
  disabled: boolean | null;
  hreflang: { lang: string; store_id: number; url: string }[] | null;
}

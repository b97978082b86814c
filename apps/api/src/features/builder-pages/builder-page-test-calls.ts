import { gql, type SignedInTestApp } from '../../test/test-app';

/** GraphQL operations and calls shared by the builder-page test files (not a test itself). */

export const PUBLIC_PAGE = `query($path: String!, $previewToken: String) {
  builderPage(path: $path, previewToken: $previewToken) { uid store_code path title content version published_at is_preview }
}`;
export const SAVE = `mutation($input: SaveBuilderPageDraftInput!) {
  saveBuilderPageDraft(input: $input) { page_uid store_code path title content revision updated_by published_version }
}`;
export const PUBLISH = `mutation($input: PublishBuilderPageInput!) {
  publishBuilderPage(input: $input) {
    page { uid path draft_revision published_version has_unpublished_changes }
    version { version title published_by content }
  }
}`;
export const DRAFT = `query($store: ID!, $path: String!) {
  builderPageDraft(store_code: $store, path: $path) { page_uid title content revision published_version }
}`;
export const VERSIONS = `query($uid: ID!) { builderPageVersions(page_uid: $uid) { version title published_by content } }`;
export const PREVIEW = `mutation($uid: ID!) { createBuilderPreviewToken(page_uid: $uid) { token url expires_at } }`;

export function builderPageCalls(t: SignedInTestApp) {
  return {
    // base_revision 0: a new page, unless the test names the revision it builds on.
    save: (input: Record<string, unknown>) =>
      t.asEditor(SAVE, { input: { base_revision: 0, ...input } }),
    publish: (input: Record<string, unknown>) =>
      t.asEditor(PUBLISH, { input: { base_revision: 0, ...input } }),
    publicPage: (path: string, options: { store?: string; previewToken?: string } = {}) =>
      gql(
        t.app,
        PUBLIC_PAGE,
        { path, previewToken: options.previewToken },
        { store: options.store },
      ),
    pageTitle: (path: string, store: string) =>
      t.asEditor(DRAFT, { store, path }).then((r) => r.data?.builderPageDraft),
  };
}

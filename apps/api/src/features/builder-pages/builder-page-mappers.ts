import type { PublishedPage } from '@lumo/block-schema';
import type {
  BuilderPage,
  BuilderPageDraft,
  BuilderPagePublishOutput,
  BuilderPageSummary,
  BuilderPageVersion,
} from '@lumo/graphql/server';
import type { BuilderPageRow, BuilderPageVersionRow } from '../../db/schema';
import { encodeUid } from '../../uid';

/** Rows to the GraphQL types of packages/graphql/schema/builder-pages.graphql. No queries here. */

/** Stored content always names the row's current store view and path (pages can move). */
export function located(content: unknown, row: BuilderPageRow): PublishedPage {
  return { ...(content as PublishedPage), storeView: row.storeView, path: row.path };
}

export function toSummary(row: BuilderPageRow): BuilderPageSummary {
  return {
    uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: row.title,
    has_unpublished_changes:
      row.publishedVersion === null || row.draftRevision !== row.publishedRevision,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
    draft_revision: row.draftRevision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    scheduled_publish_at: row.scheduledPublishAt?.toISOString() ?? null,
    schedule_error: row.scheduleError,
  };
}

export function toDraft(row: BuilderPageRow): BuilderPageDraft {
  return {
    page_uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: row.title,
    content: located(row.draftContent, row),
    revision: row.draftRevision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    published_version: row.publishedVersion,
    scheduled_publish_at: row.scheduledPublishAt?.toISOString() ?? null,
  };
}

export function toVersion(version: BuilderPageVersionRow, row: BuilderPageRow): BuilderPageVersion {
  return {
    version: version.version,
    title: version.title,
    published_at: version.publishedAt.toISOString(),
    published_by: version.publishedBy,
    content: located(version.content, row),
  };
}

export function toPublishOutput(
  row: BuilderPageRow,
  version: BuilderPageVersionRow,
): BuilderPagePublishOutput {
  return { page: toSummary(row), version: toVersion(version, row) };
}

/** The storefront's page: the live version. */
export function toLivePage(row: BuilderPageRow, version: BuilderPageVersionRow): BuilderPage {
  return {
    uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: version.title,
    content: located(version.content, row),
    version: version.version,
    published_at: version.publishedAt.toISOString(),
    is_preview: false,
  };
}

/** The storefront's page under a preview token: the draft, version 0. */
export function toPreviewPage(row: BuilderPageRow): BuilderPage {
  return {
    uid: encodeUid(row.id),
    store_code: row.storeView,
    path: row.path,
    title: row.title,
    content: located(row.draftContent, row),
    version: 0,
    published_at: row.publishedAt?.toISOString() ?? null,
    is_preview: true,
  };
}

import {
  FORMAT_VERSION,
  SITE_FOOTER_PATH,
  isSiteFooterPath,
  withStorePrefix,
  type PublishedPage,
  type StoreViewCode,
} from '@lumo/block-schema';
import type {
  BuilderPage,
  BuilderPageDraft,
  BuilderPageSummary,
  BuilderPageVersion,
  BuilderPreviewToken,
} from '@lumo/graphql/server';
import type { Clock } from '../../clock';
import type { BuilderPageRow, EditorRow } from '../../db/schema';
import { authorizationError, notFoundError, parseInput } from '../../errors';
import type { BuilderPageRepository } from './builder-page-repository';
import {
  createPageInput,
  duplicateInput,
  moveInput,
  pagePathInput,
  saveDraftInput,
  storeCodeInput,
} from './builder-page-inputs';
import { toDraft, toLivePage, toPreviewPage, toSummary, toVersion } from './builder-page-mappers';
import {
  checkLocation,
  checkNotSiteFooter,
  checkNotSiteFooterTarget,
  checkRevision,
  isUniqueViolation,
  pageExists,
  pageGone,
  sameStoredContent,
} from './builder-page-rules';
import { normaliseDraft } from './draft-content';
import type { PreviewTokens } from './preview-tokens';
import type { RevalidationNotifier } from './revalidation';

export function emptyPage(storeView: StoreViewCode, path: string, title: string): PublishedPage {
  return {
    formatVersion: FORMAT_VERSION,
    storeView,
    path,
    title,
    meta: { description: '', image: '', noIndex: false },
    blocks: [],
  };
}

/**
 * Reading pages (storefront and editor), drafts, moving, copying, deleting and preview links.
 * Publishing is builder-page-publishing.ts; scheduled publishing is features/scheduler.
 */
export class BuilderPageService {
  constructor(
    private readonly pages: BuilderPageRepository,
    private readonly clock: Clock,
    private readonly previewTokens: PreviewTokens,
    private readonly notifier: RevalidationNotifier,
  ) {}

  // ---- reading -------------------------------------------------------------------------------

  pageForUid(uid: string): Promise<BuilderPageRow> {
    return this.pages.requireByUid(uid);
  }

  /**
   * The storefront's read: the live version at (store view, path); with a valid preview token
   * for this page, its draft. An unusable token is an error, never a silent draft or fallback.
   */
  async builderPage(
    storeView: StoreViewCode,
    rawPath: string,
    previewToken?: string | null,
  ): Promise<BuilderPage | null> {
    const parsedPath = pagePathInput.safeParse(rawPath);
    if (previewToken) {
      const check = this.previewTokens.verify(previewToken, this.clock.now());
      if (!check.ok) {
        throw authorizationError(
          check.reason === 'expired'
            ? 'This preview link has expired. Create a new one in the editor.'
            : 'This preview link is not valid.',
        );
      }
      if (!parsedPath.success) throw authorizationError('This preview link is not for this page.');
      const row = await this.pages.findByLocation(storeView, parsedPath.data);
      if (!row || row.id !== check.pageId) {
        throw authorizationError('This preview link is not for this page.');
      }
      return toPreviewPage(row);
    }
    // The site footer is no shop page: only siteFooter (and its preview links) show it.
    if (!parsedPath.success || isSiteFooterPath(parsedPath.data)) return null;
    return this.livePage(storeView, parsedPath.data);
  }

  /** The storefront's site-wide footer of a store view: its published footer page, or null. */
  siteFooter(storeView: StoreViewCode): Promise<BuilderPage | null> {
    return this.livePage(storeView, SITE_FOOTER_PATH);
  }

  private async livePage(storeView: StoreViewCode, path: string): Promise<BuilderPage | null> {
    const row = await this.pages.findByLocation(storeView, path);
    if (!row || row.publishedVersion === null) return null;
    const version = await this.pages.version(row.id, row.publishedVersion);
    return version ? toLivePage(row, version) : null;
  }

  async list(storeView?: string | null): Promise<BuilderPageSummary[]> {
    const view = storeView ? parseInput(storeCodeInput, storeView) : undefined;
    return (await this.pages.list(view)).map(toSummary);
  }

  async draft(storeView: string, path: string): Promise<BuilderPageDraft | null> {
    const view = parseInput(storeCodeInput, storeView);
    const parsedPath = parseInput(pagePathInput, path);
    const row = await this.pages.findByLocation(view, parsedPath);
    return row ? toDraft(row) : null;
  }

  async versions(pageUid: string): Promise<BuilderPageVersion[]> {
    const row = await this.pages.requireByUid(pageUid);
    return (await this.pages.versionsOf(row.id)).map((version) => toVersion(version, row));
  }

  // ---- drafts --------------------------------------------------------------------------------

  async create(actor: EditorRow, input: unknown): Promise<BuilderPageDraft> {
    const data = parseInput(createPageInput, input);
    if (await this.pages.findByLocation(data.store_code, data.path)) {
      throw pageExists(data.store_code, data.path);
    }
    const row = await this.insertPage(
      this.pages,
      data.store_code,
      data.path,
      emptyPage(data.store_code, data.path, data.title),
      actor.name,
    );
    return toDraft(row);
  }

  /**
   * Stores the working draft; see normaliseDraft. base_revision 0 creates the page (refused with
   * DRAFT_CONFLICT when one exists); a revision requires the page to still be there (not moved or
   * deleted meanwhile) and at that revision.
   */
  async saveDraft(actor: EditorRow, input: unknown): Promise<BuilderPageDraft> {
    const data = parseInput(saveDraftInput, input);
    const { page } = normaliseDraft(data.content);
    checkLocation(page, data.store_code, data.path);
    const row = await this.pages.transaction(async (tx) => {
      const existing = await tx.findByLocation(data.store_code, data.path, { lock: true });
      if (!existing) {
        if (data.base_revision) throw pageGone(data.store_code, data.path);
        return this.insertPage(tx, data.store_code, data.path, page, actor.name);
      }
      checkRevision(existing, data.base_revision);
      if (sameStoredContent(existing.draftContent, page)) return existing;
      const updated = await tx.update(existing.id, {
        draftContent: page,
        title: page.title,
        draftRevision: existing.draftRevision + 1,
        updatedAt: this.clock.now(),
        updatedBy: actor.name,
      });
      return updated ?? existing;
    });
    return toDraft(row);
  }

  // ---- moving, copying, deleting -------------------------------------------------------------

  async move(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(moveInput, input);
    const row = await this.pages.requireByUid(data.page_uid);
    checkNotSiteFooter(row.path, 'moved');
    checkNotSiteFooterTarget(data.new_path);
    if (row.path === data.new_path) return toSummary(row);
    const storeView = row.storeView;
    if (await this.pages.findByLocation(storeView, data.new_path)) {
      throw pageExists(storeView, data.new_path);
    }
    let updated: BuilderPageRow | undefined;
    try {
      updated = await this.pages.update(row.id, {
        path: data.new_path,
        draftContent: { ...(row.draftContent as PublishedPage), path: data.new_path },
        updatedAt: this.clock.now(),
        updatedBy: actor.name,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw pageExists(storeView, data.new_path);
      throw error;
    }
    if (!updated) throw notFoundError(`No builder page with uid ${data.page_uid}.`);
    if (row.publishedVersion !== null) {
      this.notifier.pageChanged(storeView, row.path);
      this.notifier.pageChanged(storeView, updated.path);
    }
    return toSummary(updated);
  }

  async duplicate(actor: EditorRow, input: unknown): Promise<BuilderPageSummary> {
    const data = parseInput(duplicateInput, input);
    const source = await this.pages.requireByUid(data.page_uid);
    checkNotSiteFooter(source.path, 'copied');
    checkNotSiteFooterTarget(data.path);
    if (await this.pages.findByLocation(data.store_code, data.path)) {
      throw pageExists(data.store_code, data.path);
    }
    const content = {
      ...(source.draftContent as PublishedPage),
      storeView: data.store_code,
      path: data.path,
    };
    const row = await this.insertPage(this.pages, data.store_code, data.path, content, actor.name);
    return toSummary(row);
  }

  async delete(pageUid: string): Promise<void> {
    const row = await this.pages.requireByUid(pageUid);
    checkNotSiteFooter(row.path, 'deleted');
    await this.pages.delete(row.id);
    if (row.publishedVersion !== null) this.notifier.pageChanged(row.storeView, row.path);
  }

  async createPreviewToken(pageUid: string): Promise<BuilderPreviewToken> {
    const row = await this.pages.requireByUid(pageUid);
    const { token, expiresAt } = this.previewTokens.create(row.id, this.clock.now());
    const path = withStorePrefix(row.storeView, row.path);
    return {
      token,
      url: `${path}?preview=${encodeURIComponent(token)}`,
      expires_at: expiresAt.toISOString(),
    };
  }

  private async insertPage(
    pages: BuilderPageRepository,
    storeView: StoreViewCode,
    path: string,
    content: PublishedPage,
    updatedBy: string,
  ): Promise<BuilderPageRow> {
    const row = await pages.insertPage({
      storeView,
      path,
      content,
      updatedBy,
      now: this.clock.now(),
    });
    if (!row) throw pageExists(storeView, path);
    return row;
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditor } from '@craftjs/core';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import {
  validatePage,
  withStorePrefix,
  type PageIssue,
  type PageValidation,
  type StoreViewCode,
} from '@lumo/block-schema';
import { PublishBuilderPageDocument, SaveBuilderPageDraftDocument } from '@lumo/graphql';
import { describeApiError } from '../../../lib/errors';
import { craftNodesToBlocks } from '../page-format';
import { toPageDocument } from '../page-document/page-document';
import type { ChangeSignal } from './change-signal';
import type { IssuesStore } from './issues-store';
import { readPageFields } from './page-fields';

export const AUTOSAVE_DELAY_MS = 1500;
export const VALIDATION_DELAY_MS = 400;
export const DRAFT_CONFLICT_CODE = 'DRAFT_CONFLICT';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string }
  /** Another editor saved a newer draft: autosave stops until the page is reloaded. */
  | { kind: 'conflict'; message: string };

const UNSAVED: SaveStatus = { kind: 'unsaved' };

interface SessionOptions {
  storeCode: StoreViewCode;
  path: string;
  initialRevision: number;
  changes: ChangeSignal;
  issues: IssuesStore;
  /** Opens the "Fix before publishing" list. */
  onShowIssues(): void;
}

const apiIssueSchema = z.object({
  blockId: z.string().optional(),
  blockType: z.string().optional(),
  path: z.array(z.union([z.string(), z.number()])).default([]),
  message: z.string(),
});

/** The issues an api refusal carries in extensions.issues (publish re-validates the page). */
export function issuesFromApiError(error: unknown): PageIssue[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  for (const graphQLError of error.errors) {
    const parsed = z.array(apiIssueSchema).safeParse(graphQLError.extensions?.issues);
    if (parsed.success && parsed.data.length) return parsed.data;
  }
  return [];
}

/** Runs `task` when the browser is idle (at the latest after 1 s); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

function storefrontUrl(storeCode: StoreViewCode, path: string): string {
  const origin =
    (import.meta.env.VITE_STOREFRONT_URL as string | undefined) || 'http://localhost:3000';
  return `${origin.replace(/\/$/, '')}${withStorePrefix(storeCode, path)}`;
}

/**
 * The page's life while it is edited: debounced validation after every change, debounced draft
 * autosave (with the revision it started from, so it never overwrites someone else's newer
 * draft), and publishing.
 */
export function useEditorSession(options: SessionOptions) {
  const { storeCode, path, changes, issues, onShowIssues } = options;
  const { query } = useEditor();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const [publishing, setPublishing] = useState(false);
  const [saveDraft] = useMutation(SaveBuilderPageDraftDocument);
  const [publishPage] = useMutation(PublishBuilderPageDocument);

  const baseRevision = useRef(options.initialRevision);
  const editCount = useRef(0);
  const savedEditCount = useRef(0);
  const conflict = useRef(false);
  const saving = useRef<Promise<void> | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const validateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const currentPage = useCallback(
    () =>
      toPageDocument(
        storeCode,
        path,
        readPageFields(query),
        craftNodesToBlocks(query.getSerializedNodes()),
      ),
    [query, storeCode, path],
  );

  /** What saving and publishing send: the page as it is now, on top of the last known revision. */
  const currentDraftInput = useCallback(
    () => ({
      store_code: storeCode,
      path,
      content: currentPage(),
      base_revision: baseRevision.current,
    }),
    [currentPage, path, storeCode],
  );

  const validateNow = useCallback((): PageValidation => {
    clearTimeout(validateTimer.current);
    const result = validatePage(currentPage());
    issues.setIssues(result.ok ? [] : result.issues);
    return result;
  }, [currentPage, issues]);

  // The latest `save`, for timers set before it was re-created.
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const save = useCallback(async (): Promise<void> => {
    clearTimeout(saveTimer.current);
    if (conflict.current) return;
    if (saving.current) await saving.current;
    if (conflict.current || editCount.current === savedEditCount.current) return;
    // The api refuses a page without a title; say so instead of sending it.
    if (!readPageFields(query).title.trim()) {
      setStatus({ kind: 'error', message: 'Give the page a title to save it.' });
      return;
    }
    const savingEditCount = editCount.current;
    setStatus({ kind: 'saving' });
    const run = (async () => {
      try {
        const { data } = await saveDraft({ variables: { input: currentDraftInput() } });
        if (data) baseRevision.current = data.saveBuilderPageDraft.revision;
        savedEditCount.current = savingEditCount;
        setStatus(editCount.current === savingEditCount ? { kind: 'saved' } : { kind: 'unsaved' });
      } catch (error) {
        const details = describeApiError(error, 'The draft could not be saved.');
        if (details.code === DRAFT_CONFLICT_CODE) {
          conflict.current = true;
          setStatus({ kind: 'conflict', message: details.message });
        } else {
          setStatus({ kind: 'error', message: details.message });
        }
      }
    })();
    saving.current = run;
    await run;
    saving.current = null;
    // Edits made while saving get their own save.
    if (!conflict.current && editCount.current !== savedEditCount.current) {
      saveTimer.current = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
    }
  }, [currentDraftInput, query, saveDraft]);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const scheduleSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
  }, []);

  const markChanged = useCallback(() => {
    editCount.current += 1;
    clearTimeout(validateTimer.current);
    validateTimer.current = setTimeout(validateNow, VALIDATION_DELAY_MS);
    if (conflict.current) return;
    // Same object when nothing changes, so typing does not re-render the editor on every key.
    setStatus((current) =>
      current.kind === 'saving' || current.kind === 'unsaved' ? current : UNSAVED,
    );
    scheduleSave();
  }, [scheduleSave, validateNow]);

  useEffect(() => changes.subscribe(markChanged), [changes, markChanged]);

  // Validate the page as loaded, once the browser is idle: validating 300 blocks before the
  // canvas has rendered them delayed the editor's first usable frame (ADR 0015). Leaving the
  // editor (another page, the pages list) saves what is not saved yet instead of dropping it
  // with the timer.
  useEffect(() => {
    const cancelInitial = whenIdle(validateNow);
    return () => {
      cancelInitial();
      clearTimeout(saveTimer.current);
      clearTimeout(validateTimer.current);
      if (!conflict.current && editCount.current !== savedEditCount.current) {
        void saveRef.current();
      }
    };
  }, [validateNow]);

  // Closing the tab with unsaved edits asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (editCount.current !== savedEditCount.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const publish = useCallback(async (): Promise<void> => {
    const validation = validateNow();
    if (!validation.ok) {
      onShowIssues();
      notifications.show({
        color: 'red',
        title: 'Fix before publishing',
        message: `${validation.issues.length} ${validation.issues.length === 1 ? 'issue needs' : 'issues need'} fixing first. They are listed under “Fix before publishing”.`,
      });
      return;
    }
    if (conflict.current) {
      notifications.show({
        color: 'red',
        title: 'Reload first',
        message: 'Another editor saved this page. Reload it before publishing.',
      });
      return;
    }
    setPublishing(true);
    try {
      // Publish from a saved draft, so the draft and the live page agree.
      await save();
      if (conflict.current) return;
      const publishedEditCount = editCount.current;
      const { data } = await publishPage({ variables: { input: currentDraftInput() } });
      if (!data) return;
      const { page, version } = data.publishBuilderPage;
      baseRevision.current = page.draft_revision;
      savedEditCount.current = publishedEditCount;
      if (editCount.current === publishedEditCount) setStatus({ kind: 'saved' });
      const url = storefrontUrl(storeCode, path);
      notifications.show({
        color: 'green',
        title: `Published version ${version.version}`,
        message: (
          <Anchor href={url} target="_blank" rel="noopener" size="sm">
            Open the live page: {url}
          </Anchor>
        ),
      });
    } catch (error) {
      const apiIssues = issuesFromApiError(error);
      const details = describeApiError(error, 'The page could not be published.');
      if (apiIssues.length) {
        issues.setIssues(apiIssues);
        onShowIssues();
        notifications.show({
          color: 'red',
          title: 'The server refused to publish',
          message: details.message,
        });
      } else if (details.code === DRAFT_CONFLICT_CODE) {
        conflict.current = true;
        setStatus({ kind: 'conflict', message: details.message });
      } else {
        notifications.show({ color: 'red', title: 'Not published', message: details.message });
      }
    } finally {
      setPublishing(false);
    }
  }, [currentDraftInput, issues, onShowIssues, path, publishPage, save, storeCode, validateNow]);

  return {
    status,
    publishing,
    publish,
    retrySave: save,
    currentPage,
    validateNow,
    markChanged,
  };
}

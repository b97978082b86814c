import { useSyncExternalStore } from 'react';
import type { PageIssue } from '@lumo/block-schema';

/**
 * The current validation issues of the page, outside React state: each canvas block and layer
 * subscribes to its own block's issues only, so a validation run re-renders the blocks whose
 * issues changed, not the whole canvas.
 */
export interface IssuesStore {
  getIssues(): readonly PageIssue[];
  setIssues(issues: readonly PageIssue[]): void;
  issuesOf(blockId: string): readonly PageIssue[];
  subscribe(listener: () => void): () => void;
}

const NO_ISSUES: readonly PageIssue[] = [];

export function createIssuesStore(): IssuesStore {
  let issues: readonly PageIssue[] = NO_ISSUES;
  let byBlock = new Map<string, readonly PageIssue[]>();
  const listeners = new Set<() => void>();
  return {
    getIssues: () => issues,
    issuesOf: (blockId) => byBlock.get(blockId) ?? NO_ISSUES,
    setIssues(next) {
      const nextByBlock = new Map<string, PageIssue[]>();
      for (const issue of next) {
        if (!issue.blockId) continue;
        const list = nextByBlock.get(issue.blockId) ?? [];
        list.push(issue);
        nextByBlock.set(issue.blockId, list);
      }
      // Keep the previous array of a block whose issues did not change, so it does not re-render.
      const stable = new Map<string, readonly PageIssue[]>();
      for (const [blockId, list] of nextByBlock) {
        const previous = byBlock.get(blockId);
        stable.set(blockId, previous && sameIssues(previous, list) ? previous : list);
      }
      issues = next.length ? next : NO_ISSUES;
      byBlock = stable;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sameIssues(a: readonly PageIssue[], b: readonly PageIssue[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (issue, index) =>
        issue.message === b[index]!.message && issue.path.join('.') === b[index]!.path.join('.'),
    )
  );
}

export function useBlockIssues(store: IssuesStore, blockId: string): readonly PageIssue[] {
  return useSyncExternalStore(store.subscribe, () => store.issuesOf(blockId));
}

export function useAllIssues(store: IssuesStore): readonly PageIssue[] {
  return useSyncExternalStore(store.subscribe, store.getIssues);
}

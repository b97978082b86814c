import { createContext, useContext } from 'react';
import type { RenderContext } from '@lumo/blocks';
import type { ChangeSignal } from './change-signal';
import type { IssuesStore } from './issues-store';

/** What every part of the editor needs and never changes while a page is open. */
export interface PageEditorContextValue {
  issues: IssuesStore;
  changes: ChangeSignal;
  /** Render context of the canvas blocks (store view, editor mode). */
  renderContext: RenderContext;
  /** Scrolls the canvas to a block and selects it (issues panel, layers). */
  revealBlock(blockId: string): void;
  /** Moves keyboard focus to the settings panel. */
  focusSettings(): void;
}

const PageEditorContext = createContext<PageEditorContextValue | null>(null);

export const PageEditorContextProvider = PageEditorContext.Provider;

export function usePageEditorContext(): PageEditorContextValue {
  const value = useContext(PageEditorContext);
  if (!value) throw new Error('usePageEditorContext must be used inside the page editor');
  return value;
}

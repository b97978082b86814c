import { useEffect } from 'react';
import type { BlockCommands } from './use-block-commands';

/** True when a key press belongs to a text field, select or editable content, not the editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target as Element).closest) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return Boolean(
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"]',
    ),
  );
}

/** The command a key press asks for, if any (pure, so it is easy to test). */
export function commandForKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): keyof BlockCommands | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'd') return 'duplicate';
    if (key === 'c') return 'copy';
    if (key === 'v') return 'paste';
    return undefined;
  }
  if (event.altKey && !mod) {
    if (event.key === 'ArrowUp') return 'moveUp';
    if (event.key === 'ArrowDown') return 'moveDown';
    if (event.key === 'ArrowRight') return 'moveIn';
    if (event.key === 'ArrowLeft') return 'moveOut';
    return undefined;
  }
  if (!mod && !event.altKey && (event.key === 'Delete' || event.key === 'Backspace'))
    return 'remove';
  return undefined;
}

/**
 * Editor shortcuts on the editor window and the canvas iframe's window. They never fire while
 * the user types in a field, and Ctrl+C/V leave a real text selection to the browser.
 */
export function useEditorShortcuts(commands: BlockCommands, frameWindow: Window | null): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const command = commandForKey(event);
      if (!command) return;
      if ((command === 'copy' || command === 'paste') && hasTextSelection(event)) return;
      event.preventDefault();
      commands[command]();
    };
    const targets = frameWindow ? [window, frameWindow] : [window];
    for (const target of targets) target.addEventListener('keydown', onKeyDown);
    return () => {
      for (const target of targets) target.removeEventListener('keydown', onKeyDown);
    };
  }, [commands, frameWindow]);
}

function hasTextSelection(event: KeyboardEvent): boolean {
  const view = (event.target as Node | null)?.ownerDocument?.defaultView ?? window;
  const selection = view.getSelection();
  return Boolean(selection && !selection.isCollapsed && selection.toString().trim());
}

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { commandForKey, isTypingTarget } from './use-editor-shortcuts';

const key = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('editor shortcuts', () => {
  it('maps keys to commands on Windows/Linux (Ctrl) and macOS (Cmd)', () => {
    for (const mod of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(commandForKey(key('z', mod))).toBe('undo');
      expect(commandForKey(key('Z', { ...mod, shiftKey: true }))).toBe('redo');
      expect(commandForKey(key('y', mod))).toBe('redo');
      expect(commandForKey(key('d', mod))).toBe('duplicate');
      expect(commandForKey(key('c', mod))).toBe('copy');
      expect(commandForKey(key('v', mod))).toBe('paste');
    }
    expect(commandForKey(key('Delete'))).toBe('remove');
    expect(commandForKey(key('Backspace'))).toBe('remove');
    expect(commandForKey(key('ArrowUp', { altKey: true }))).toBe('moveUp');
    expect(commandForKey(key('ArrowDown', { altKey: true }))).toBe('moveDown');
    expect(commandForKey(key('ArrowRight', { altKey: true }))).toBe('moveIn');
    expect(commandForKey(key('ArrowLeft', { altKey: true }))).toBe('moveOut');
    expect(commandForKey(key('ArrowRight'))).toBeUndefined();
    expect(commandForKey(key('ArrowDown'))).toBeUndefined();
    expect(commandForKey(key('d'))).toBeUndefined();
  });

  it('treats fields and editable content as typing, other elements not', () => {
    document.body.innerHTML = `
      <input id="text" /><textarea id="area"></textarea><select id="choice"></select>
      <div contenteditable="true"><span id="rich">x</span></div>
      <div role="tree" tabindex="0" id="tree"></div><button id="button">b</button>`;
    for (const id of ['text', 'area', 'choice', 'rich']) {
      expect(isTypingTarget(document.getElementById(id))).toBe(true);
    }
    for (const id of ['tree', 'button']) {
      expect(isTypingTarget(document.getElementById(id))).toBe(false);
    }
    expect(isTypingTarget(null)).toBe(false);
  });
});

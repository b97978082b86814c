import { describe, expect, it } from 'vitest';
import { menuKey } from './menu-keys';

/** Three top-level items: with 3 links, a plain link, with 2 links. */
const shape = { submenuSizes: [3, 0, 2] };

describe('category menu keys', () => {
  it('moves along the top level with arrows, Home and End, wrapping', () => {
    expect(menuKey(shape, { kind: 'top', index: 0 }, 'ArrowRight')).toMatchObject({
      target: { kind: 'top', index: 1 },
      open: null,
    });
    expect(menuKey(shape, { kind: 'top', index: 0 }, 'ArrowLeft')).toMatchObject({
      target: { kind: 'top', index: 2 },
    });
    expect(menuKey(shape, { kind: 'top', index: 1 }, 'End')).toMatchObject({
      target: { kind: 'top', index: 2 },
    });
    expect(menuKey(shape, { kind: 'top', index: 2 }, 'Home')).toMatchObject({
      target: { kind: 'top', index: 0 },
    });
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    'opens a submenu on %j and focuses its first link',
    (key) => {
      expect(menuKey(shape, { kind: 'top', index: 2 }, key)).toEqual({
        action: 'focus',
        target: { kind: 'sub', top: 2, index: 0 },
        open: 2,
      });
    },
  );

  it('opens on ArrowUp at the last link; a plain link has no submenu', () => {
    expect(menuKey(shape, { kind: 'top', index: 0 }, 'ArrowUp')).toMatchObject({
      target: { kind: 'sub', top: 0, index: 2 },
    });
    expect(menuKey(shape, { kind: 'top', index: 1 }, 'ArrowDown')).toEqual({ action: 'none' });
    expect(menuKey(shape, { kind: 'top', index: 1 }, 'Enter')).toEqual({ action: 'none' });
  });

  it('moves through a submenu, wrapping, and closes it with Escape back on its button', () => {
    expect(menuKey(shape, { kind: 'sub', top: 0, index: 2 }, 'ArrowDown')).toMatchObject({
      target: { kind: 'sub', top: 0, index: 0 },
      open: 0,
    });
    expect(menuKey(shape, { kind: 'sub', top: 0, index: 0 }, 'ArrowUp')).toMatchObject({
      target: { kind: 'sub', top: 0, index: 2 },
    });
    expect(menuKey(shape, { kind: 'sub', top: 0, index: 1 }, 'Escape')).toEqual({
      action: 'focus',
      target: { kind: 'top', index: 0 },
      open: null,
    });
  });

  it('leaves a submenu for the neighbouring top-level item with ArrowRight/ArrowLeft', () => {
    expect(menuKey(shape, { kind: 'sub', top: 0, index: 1 }, 'ArrowRight')).toMatchObject({
      target: { kind: 'top', index: 1 },
      open: null,
    });
    expect(menuKey(shape, { kind: 'sub', top: 0, index: 1 }, 'ArrowLeft')).toMatchObject({
      target: { kind: 'top', index: 2 },
    });
  });

  it('ignores other keys and an empty menu', () => {
    expect(menuKey(shape, { kind: 'top', index: 0 }, 'a')).toEqual({ action: 'none' });
    expect(menuKey({ submenuSizes: [] }, { kind: 'top', index: 0 }, 'ArrowRight')).toEqual({
      action: 'none',
    });
  });
});

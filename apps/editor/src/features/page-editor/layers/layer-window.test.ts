import { describe, expect, it } from 'vitest';
import { layerWindow, scrollTopToReveal } from './layer-window';

describe('layerWindow', () => {
  it('renders the visible rows plus the overscan on each side', () => {
    // Rows of 24 px, a 240 px viewport scrolled to row 100: rows 100-109 visible.
    expect(layerWindow({ count: 300, scrollTop: 2400, viewportHeight: 240, overscan: 10 })).toEqual(
      { start: 90, end: 120 },
    );
  });

  it('stops at the first and the last row', () => {
    expect(layerWindow({ count: 300, scrollTop: 0, viewportHeight: 240, overscan: 10 })).toEqual({
      start: 0,
      end: 20,
    });
    expect(
      layerWindow({ count: 300, scrollTop: 300 * 24 - 240, viewportHeight: 240, overscan: 10 }),
    ).toEqual({ start: 280, end: 300 });
  });

  it('counts a row cut by the viewport edge as visible', () => {
    // 12 px into row 5, 100 px high: rows 5 to 9 show (9 only partly).
    expect(layerWindow({ count: 50, scrollTop: 132, viewportHeight: 100, overscan: 0 })).toEqual({
      start: 5,
      end: 10,
    });
  });

  it('keeps a window when the list shrank below the scroll position (rows were deleted)', () => {
    expect(layerWindow({ count: 20, scrollTop: 2400, viewportHeight: 240, overscan: 2 })).toEqual({
      start: 17,
      end: 20,
    });
  });

  it('renders at least one row before the viewport is measured, none for an empty tree', () => {
    expect(layerWindow({ count: 300, scrollTop: 0, viewportHeight: 0, overscan: 0 })).toEqual({
      start: 0,
      end: 1,
    });
    expect(layerWindow({ count: 0, scrollTop: 0, viewportHeight: 240 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('scrollTopToReveal', () => {
  it('leaves the scroll position alone when the row is in view', () => {
    expect(scrollTopToReveal({ index: 5, scrollTop: 0, viewportHeight: 240 })).toBeUndefined();
  });

  it('scrolls up to a row above the viewport, aligning it with the top', () => {
    expect(scrollTopToReveal({ index: 3, scrollTop: 480, viewportHeight: 240 })).toBe(72);
  });

  it('scrolls down to a row below the viewport, aligning it with the bottom', () => {
    // Row 20 spans 480-504; the viewport must end at 504.
    expect(scrollTopToReveal({ index: 20, scrollTop: 0, viewportHeight: 240 })).toBe(264);
  });
});

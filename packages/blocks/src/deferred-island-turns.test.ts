import { afterEach, describe, expect, it, vi } from 'vitest';
import { TURN_WAIT_LIMIT_MS, takeTurn } from './deferred-island';

/** A load the test settles by hand, recording when it started. */
function manualLoad(name: string, started: string[]) {
  let settle: (ok: boolean) => void = () => {};
  const load = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      settle = (ok) => (ok ? resolve(name) : reject(new Error(`${name} failed`)));
    });
  };
  return { load, settle: (ok = true) => settle(ok) };
}

describe('islands load one at a time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts an island only after the one before it has arrived, in a task of its own', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const first = manualLoad('search', started);
    const second = manualLoad('mini cart', started);
    const firstLoaded = takeTurn(first.load);
    const secondLoaded = takeTurn(second.load);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['search']);
    // Still waiting for the first island's code: the second has not started.
    await vi.advanceTimersByTimeAsync(TURN_WAIT_LIMIT_MS / 2);
    expect(started).toEqual(['search']);
    first.settle();
    await expect(firstLoaded).resolves.toBe('search');
    // Not in the same task as the first island's arrival (React commits that one first).
    await Promise.resolve();
    expect(started).toEqual(['search']);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['search', 'mini cart']);
    second.settle();
    await expect(secondLoaded).resolves.toBe('mini cart');
  });

  it('a failed island does not stop the ones after it', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const broken = manualLoad('broken', started);
    const next = manualLoad('tabs', started);
    const brokenLoaded = takeTurn(broken.load);
    const nextLoaded = takeTurn(next.load);
    const failure = expect(brokenLoaded).rejects.toThrow('broken failed');
    await vi.advanceTimersByTimeAsync(0);
    broken.settle(false);
    await failure;
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['broken', 'tabs']);
    next.settle();
    await expect(nextLoaded).resolves.toBe('tabs');
  });

  it('an island whose code never arrives holds the next one for at most the wait limit', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    takeTurn(manualLoad('stalled', started).load).catch(() => {});
    const next = manualLoad('menu', started);
    const nextLoaded = takeTurn(next.load);
    await vi.advanceTimersByTimeAsync(TURN_WAIT_LIMIT_MS - 10);
    expect(started).toEqual(['stalled']);
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toEqual(['stalled', 'menu']);
    next.settle();
    await expect(nextLoaded).resolves.toBe('menu');
  });
});

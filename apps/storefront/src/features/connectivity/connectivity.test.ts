import { describe, expect, it, vi } from 'vitest';
import { cartRefresh, startConnectivity } from './connectivity';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Parameters<
    typeof startConnectivity
  >[1];
}

describe('SPEC §4 connectivity', () => {
  it('starts from what the browser reports', () => {
    const setOnline = vi.fn();
    startConnectivity(
      { setOnline, resetVisitorSlices: vi.fn(), checkCacheClean: vi.fn() },
      fakeWindow(false),
    );
    expect(setOnline).toHaveBeenCalledWith(false);
  });

  it('going online refreshes the cart and runs the cache-clean check; offline resets the slices', () => {
    const win = fakeWindow(true);
    const handlers = { setOnline: vi.fn(), resetVisitorSlices: vi.fn(), checkCacheClean: vi.fn() };
    const refresh = vi.fn();
    const unsubscribe = cartRefresh.subscribe(refresh);
    const stop = startConnectivity(handlers, win);
    (win as unknown as EventTarget).dispatchEvent(new Event('offline'));
    expect(handlers.setOnline).toHaveBeenLastCalledWith(false);
    expect(handlers.resetVisitorSlices).toHaveBeenCalledOnce();
    (win as unknown as EventTarget).dispatchEvent(new Event('online'));
    expect(handlers.setOnline).toHaveBeenLastCalledWith(true);
    expect(refresh).toHaveBeenCalledOnce();
    expect(handlers.checkCacheClean).toHaveBeenCalledOnce();
    stop();
    (win as unknown as EventTarget).dispatchEvent(new Event('online'));
    expect(refresh).toHaveBeenCalledOnce();
    unsubscribe();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionHeaderHandler, sessionEnd } from './session-headers';

describe('SPEC §4 session expiry and §7 X-Country-Restriction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the session-end action one second after the x-session-lifetime expires', async () => {
    const ended = vi.fn();
    const stop = sessionEnd.subscribe(ended);
    const handler = createSessionHeaderHandler({ setCountryValid: vi.fn() });
    handler.handle(new Headers({ 'x-session-lifetime': '10' }));
    await vi.advanceTimersByTimeAsync(10_999);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });

  it('a newer lifetime replaces the timer; a malformed one is ignored', async () => {
    const ended = vi.fn();
    const stop = sessionEnd.subscribe(ended);
    const handler = createSessionHeaderHandler({ setCountryValid: vi.fn() });
    handler.handle(new Headers({ 'x-session-lifetime': '5' }));
    await vi.advanceTimersByTimeAsync(4000);
    handler.handle(new Headers({ 'x-session-lifetime': '60' }));
    handler.handle(new Headers({ 'x-session-lifetime': 'soon' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ended).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(51_000);
    expect(ended).toHaveBeenCalledOnce();
    handler.stop();
    stop();
  });

  it("sets whether the country is valid for any value but 'missing'", () => {
    const setCountryValid = vi.fn();
    const handler = createSessionHeaderHandler({ setCountryValid });
    handler.handle(new Headers({ 'x-country-restriction': 'valid' }));
    handler.handle(new Headers({ 'x-country-restriction': 'missing' }));
    handler.handle(new Headers({ 'x-country-restriction': 'restricted' }));
    handler.handle(new Headers());
    expect(setCountryValid.mock.calls).toEqual([[true], [false]]);
  });
});

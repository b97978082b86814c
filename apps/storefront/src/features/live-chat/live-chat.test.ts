/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_CHAT_NO_MODULE_ID,
  LIVE_CHAT_NO_SCRIPT_URL,
  liveChatConfigFromEnv,
  startLiveChat,
} from './live-chat';

describe('live chat (SPEC §5, §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('logs the missing script url and loads nothing', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(startLiveChat({ scriptUrl: '', moduleId: 'm-1' })).toBe(false);
    expect(log).toHaveBeenCalledWith('Live chat script url is not provided in the config file');
    expect(LIVE_CHAT_NO_SCRIPT_URL).toBe('Live chat script url is not provided in the config file');
    expect(document.querySelector('script')).toBeNull();
  });

  it('logs the missing module id and loads nothing', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(startLiveChat({ scriptUrl: 'https://chat.test/widget.js', moduleId: '' })).toBe(false);
    expect(log).toHaveBeenCalledWith(LIVE_CHAT_NO_MODULE_ID);
    expect(LIVE_CHAT_NO_MODULE_ID).toBe('Live chat module id is not provided in the config file');
  });

  it('loads the script once with both configured', () => {
    const config = { scriptUrl: 'https://chat.test/widget.js', moduleId: 'm-1' };
    expect(startLiveChat(config)).toBe(true);
    expect(startLiveChat(config)).toBe(true);
    const loaded = document.querySelectorAll('script');
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.src).toBe('https://chat.test/widget.js');
    expect(loaded[0]?.dataset.moduleId).toBe('m-1');
  });

  it('reads the env, keeping only https or same-origin script urls', () => {
    expect(
      liveChatConfigFromEnv({
        LIVE_CHAT_SCRIPT_URL: 'javascript:alert(1)',
        LIVE_CHAT_MODULE_ID: 'x',
      }),
    ).toEqual({ scriptUrl: '', moduleId: 'x' });
    expect(liveChatConfigFromEnv({})).toEqual({ scriptUrl: '', moduleId: '' });
    expect(
      liveChatConfigFromEnv({
        LIVE_CHAT_SCRIPT_URL: '/chat.js',
        LIVE_CHAT_MODULE_ID: 'x',
      }).scriptUrl,
    ).toBe('/chat.js');
  });
});

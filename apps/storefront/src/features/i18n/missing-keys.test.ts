import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMissingKeyReporter, isLocalUrl } from './missing-keys';
import { getTranslator, resetTranslatorsForTests } from './server';

// Small resources: Greek lacks one key English has, and both lack another.
vi.mock('./load-resources', () => ({
  loadTranslationResource: async (language: string) =>
    language === 'el'
      ? { area: { shared: 'Κοινό' } }
      : { area: { shared: 'Shared', englishOnly: 'Only in English {{name}}' } },
}));

const fetchSpy = vi.fn(async () => new Response(null, { status: 201 }));

function reports(): { url: string; body: unknown }[] {
  return fetchSpy.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    return { url, body: JSON.parse(String(init.body)) };
  });
}

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  resetTranslatorsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetTranslatorsForTests();
});

describe('missing translation keys (SPEC §7)', () => {
  it('are not posted outside debug mode', async () => {
    vi.stubEnv('I18N_DEBUG', '');
    const t = await getTranslator('gr');
    expect(t('area.englishOnly', { name: 'x' })).toBe('Only in English x');
    expect(t('area.nowhere')).toBe('area.nowhere');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('are posted once per distinct key in debug mode, to the local url', async () => {
    vi.stubEnv('I18N_DEBUG', '1');
    vi.stubEnv('I18N_MISSING_KEYS_URL', 'http://127.0.0.1:3999/api/i18n/missing-keys');
    const t = await getTranslator('gr');
    expect(t('area.shared')).toBe('Κοινό');
    t('area.nowhere');
    t('area.nowhere');
    // Shown in English: Greek lacks it, so it is reported against Greek too.
    expect(t('area.englishOnly', { name: 'x' })).toBe('Only in English x');
    t('area.englishOnly', { name: 'y' });
    expect(reports()).toEqual([
      {
        url: 'http://127.0.0.1:3999/api/i18n/missing-keys',
        body: { language: 'el', key: 'area.nowhere' },
      },
      {
        url: 'http://127.0.0.1:3999/api/i18n/missing-keys',
        body: { language: 'el', key: 'area.englishOnly' },
      },
    ]);
  });

  it('default to the storefront’s own route on its port', async () => {
    vi.stubEnv('I18N_DEBUG', '1');
    vi.stubEnv('I18N_MISSING_KEYS_URL', '');
    vi.stubEnv('PORT', '3410');
    (await getTranslator('uk'))('area.nowhere');
    expect(reports()).toEqual([
      {
        url: 'http://127.0.0.1:3410/api/i18n/missing-keys',
        body: { language: 'en', key: 'area.nowhere' },
      },
    ]);
  });

  it('never leave the machine', () => {
    expect(isLocalUrl('http://localhost:3000/x')).toBe(true);
    expect(isLocalUrl('http://127.0.0.1:3000/x')).toBe(true);
    expect(isLocalUrl('https://translations.example/x')).toBe(false);
    expect(isLocalUrl('file:///etc/passwd')).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = createMissingKeyReporter({ url: 'https://translations.example/x' });
    report('el', 'a.b');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('are bounded per process and survive a failing receiver', async () => {
    const failing = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const report = createMissingKeyReporter({
      url: 'http://127.0.0.1:1/x',
      fetch: failing,
      maxKeys: 2,
    });
    report('el', 'a.one');
    report('el', 'a.two');
    report('el', 'a.three');
    report('el', 'x'.repeat(500));
    expect(failing).toHaveBeenCalledTimes(2);
    await Promise.resolve();
  });
});

import { describe, expect, it } from 'vitest';
import { translationLanguageOf } from './languages';
import { createTranslator } from './translator';

describe('translations', () => {
  it('maps store view locales onto the shipped languages, English for the rest', () => {
    expect(translationLanguageOf('el-GR')).toBe('el');
    expect(translationLanguageOf('de-CH')).toBe('de');
    expect(translationLanguageOf('en-CA')).toBe('en');
    expect(translationLanguageOf('pt-BR')).toBe('en');
  });

  it('translates into Greek and falls back to English for a key Greek lacks', async () => {
    const missing: string[] = [];
    const t = await createTranslator('el', { onMissingKey: (_lng, key) => missing.push(key) });
    expect(t('common.skipToContent')).toBe('Μετάβαση στο περιεχόμενο');
    expect(t('common.noSuchKey', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(missing).toContain('common.noSuchKey');
  });
});

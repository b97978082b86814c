import { describe, expect, it } from 'vitest';
import { clearedEditorCookie, editorCookie, EDITOR_COOKIE, readCookie } from './cookies';

describe('editor cookie', () => {
  it('reads the first editor_token of a Cookie header, URL-decoded', () => {
    expect(readCookie(`a=1; ${EDITOR_COOKIE}=ab%2Bc; ${EDITOR_COOKIE}=other`, EDITOR_COOKIE)).toBe(
      'ab+c',
    );
    expect(readCookie('a=1; b=2', EDITOR_COOKIE)).toBeUndefined();
    expect(readCookie(null, EDITOR_COOKIE)).toBeUndefined();
    // A value that is not valid percent-encoding is used as it is, not refused.
    expect(readCookie(`${EDITOR_COOKIE}=%E0%A4%A`, EDITOR_COOKIE)).toBe('%E0%A4%A');
  });

  it('is httpOnly, SameSite=Strict, for the whole site, and Secure only when configured', () => {
    const cookie = editorCookie('ab+c', 3600.7, false);
    expect(cookie.split('; ').sort()).toEqual(
      ['HttpOnly', 'Max-Age=3600', 'Path=/', 'SameSite=Strict', 'editor_token=ab%2Bc'].sort(),
    );
    expect(readCookie(cookie.split(';')[0]!, EDITOR_COOKIE)).toBe('ab+c');
    expect(editorCookie('t', 60, true).split('; ')).toContain('Secure');
  });

  it('clears the cookie with an empty value that expires at once', () => {
    const cleared = clearedEditorCookie(true).split('; ');
    expect(cleared).toContain('editor_token=');
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Secure');
  });
});

import { parse, serialize } from 'cookie';

export const EDITOR_COOKIE = 'editor_token';

/** A cookie's value from a `Cookie` header (the first of that name; URL-decoded when it can be). */
export function readCookie(header: string | null, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}

export function editorCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return serialize(EDITOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    secure,
  });
}

export function clearedEditorCookie(secure: boolean): string {
  return editorCookie('', 0, secure);
}

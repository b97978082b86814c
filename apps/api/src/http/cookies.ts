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

/**
 * Whether the browser reached us over TLS, so cookies must be `Secure`: COOKIE_SECURE says so
 * always; otherwise the request itself is https, or a trusted proxy (TRUSTED_PROXIES, the socket
 * peer) says `X-Forwarded-Proto: https`. A client that writes the header itself, straight to the
 * api, is not believed (the cookie it asked for would only stop working for it anyway).
 */
export function isSecureCookieRequest(
  request: Request,
  socketAddress: string | undefined,
  trust: (address: string, hop: number) => boolean,
  always: boolean,
): boolean {
  if (always) return true;
  if (new URL(request.url).protocol === 'https:') return true;
  if (!socketAddress || !trust(socketAddress, 0)) return false;
  // The left-most value is what the first proxy, the one the browser talked to, saw.
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

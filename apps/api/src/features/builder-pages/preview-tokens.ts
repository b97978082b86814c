import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring preview tokens: `v1.<page id>.<expiry, epoch seconds>.<HMAC-SHA256>`.
 * Stateless (nothing stored), bound to one page, unusable after expiry or with another secret.
 */
export type PreviewTokenCheck =
  | { ok: true; pageId: number; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

export class PreviewTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  create(pageId: number, now: Date): { token: string; expiresAt: Date } {
    const expiresAt = new Date(Math.floor((now.getTime() + this.ttlMs) / 1000) * 1000);
    const payload = `v1.${pageId}.${expiresAt.getTime() / 1000}`;
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  verify(token: string, now: Date): PreviewTokenCheck {
    const match = /^v1\.([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return { ok: false, reason: 'malformed' };
    const [, pageId, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(`v1.${pageId}.${expiry}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'bad-signature' };
    }
    const expiresAt = new Date(Number(expiry) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, pageId: Number(pageId), expiresAt };
  }
}

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxFolder, type OutboxMail } from './outbox-store';

const HOSTILE_TO = '"<img src=x onerror=alert(1)>"@example.com';
const HOSTILE_FORM = '<script>alert("form")</script>';

describe('outbox viewer (/outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, method = 'GET') =>
    t.app.fetch(new Request(`http://localhost:4000${path}`, { method }));
  const listJson = async (query = '') =>
    ((await (await get(`/outbox.json${query}`)).json()) as { mails: OutboxMail[] }).mails;

  it('shows an empty outbox before any mail was sent', async () => {
    const response = await get('/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('No mails yet.');
    expect(await listJson()).toEqual([]);
  });

  it('lists sent mails newest first and opens each one, with its links', async () => {
    await t.app.services.mail.enqueue({
      kind: 'account-confirmation',
      to: 'first@example.com',
      storeView: 'uk',
      payload: { firstname: 'Ada', confirmUrl: 'https://shop.example/confirm?id=1&key=k1' },
    });
    await t.app.services.mailWorker.runOnce();
    t.clock.advance(1000);
    await t.app.services.mail.enqueue({
      kind: 'password-reset',
      to: 'second@example.com',
      storeView: 'gr',
      payload: { resetUrl: 'https://shop.example/gr/reset?token=t2' },
    });
    await t.app.services.mailWorker.runOnce();

    const mails = await listJson();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['second@example.com', 'Επαναφορά του κωδικού σας στη Lumo'],
      ['first@example.com', 'Confirm your Lumo account'],
    ]);
    expect(await listJson('?to=FIRST@example.com')).toHaveLength(1);
    expect(await listJson('?limit=1')).toHaveLength(1);

    const list = await (await get('/outbox')).text();
    expect(list.indexOf('second@example.com')).toBeLessThan(list.indexOf('first@example.com'));
    expect(list).toContain(`href="/outbox/${mails[1]!.id}"`);

    const page = await get(`/outbox/${mails[1]!.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm your Lumo account');
    // The link is clickable on the page itself and inside the mail.
    expect(html).toContain('href="https://shop.example/confirm?id=1&amp;key=k1" target="_blank"');
    expect(html).toContain('href=&quot;https://shop.example/confirm?id=1&amp;amp;key=k1&quot;');

    const raw = await get(`/outbox/${mails[1]!.id}.eml`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toContain('To: first@example.com');
  });

  it('escapes addresses, subjects and bodies, and runs no script', async () => {
    await t.app.services.mail.enqueue({
      kind: 'trs-registration',
      to: HOSTILE_TO,
      storeView: 'uk',
      payload: { firstname: '<b>Bold</b>', formName: HOSTILE_FORM },
    });
    await t.app.services.mailWorker.runOnce();
    const [mail] = await listJson(`?to=${encodeURIComponent(HOSTILE_TO)}`);
    expect(mail?.subject).toBe(`We received your registration: ${HOSTILE_FORM}`);

    for (const path of ['/outbox', `/outbox/${mail!.id}`]) {
      const response = await get(path);
      const html = await response.text();
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Bold</b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;form&quot;)&lt;/script&gt;');
      expect(html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@example.com');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
    }
    const page = await (await get(`/outbox/${mail!.id}`)).text();
    // The mail's HTML is only ever inside a sandbox without scripts.
    expect(page).toMatch(/<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(page).not.toContain('allow-scripts');
  });

  it('answers 404 for unknown or malformed ids and refuses writes', async () => {
    expect((await get('/outbox/20260101T000000000Z-1-abcdef')).status).toBe(404);
    expect((await get('/outbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/outbox/../pglite')).status).toBe(404);
    expect((await get('/outbox/x.eml')).status).toBe(404);
    expect((await get('/outbox', 'POST')).status).toBe(405);
  });

  it('ignores a summary file that is not one of its own', async () => {
    const id = '20990101T000000000Z-999-abcdef';
    writeFileSync(join(outboxFolder(t.dataDir), `${id}.json`), '{"id": "not a mail"}');
    expect((await get(`/outbox/${id}`)).status).toBe(404);
    expect((await listJson()).some((mail) => mail.id === id)).toBe(false);
  });
});

describe('outbox viewer when mails go through SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      initialise: false,
      config: {
        mail: {
          smtpUrl: 'smtp://127.0.0.1:1',
          from: 'Lumo <no-reply@lumo.local>',
          intervalMs: 2000,
          outboxViewer: false,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    for (const path of ['/outbox', '/outbox.json', '/outbox/20260101T000000000Z-1-abcdef']) {
      const response = await t.app.fetch(new Request(`http://localhost:4000${path}`));
      expect(response.status).toBe(404);
    }
  });
});

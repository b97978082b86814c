import { test, expect } from '@playwright/test';
import { MAIL_KINDS, type MailKind } from '../apps/api/src/db/mail-schema';
import { renderMail } from '../apps/api/src/features/mail/mail-templates';
import { outboxTransport } from '../apps/api/src/features/mail/mail-transport';
import { outboxFolder } from '../apps/api/src/features/mail/outbox-store';
import { outboxMailUrl, waitForMail } from './outbox';
import { env, skipAgeBarrier } from './support';

/**
 * The local mail viewer (ADR 0025) as a newcomer uses it: the api lists what it wrote to
 * DATA_DIR/outbox at /outbox, opens a mail and its link leads to the shop. No api operation on this
 * branch queues a mail, so the mails here are written to the outbox folder by the api's own
 * outbox transport (rendered by the real templates), as the mail worker does after a
 * registration; the accounts e2e covers register -> mail -> confirm end to end.
 */

const dataDir = process.env.E2E_DATA_DIR;

async function writeMail(
  kind: MailKind,
  to: string,
  payload: Record<string, string>,
  storeView: 'uk' | 'gr' = 'uk',
) {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the e2e tests with "npm run test:e2e"');
  const transport = outboxTransport(outboxFolder(dataDir));
  await transport.send(
    {
      ...renderMail(kind, storeView, payload),
      queueId: Math.floor(Math.random() * 1e9),
      kind,
      storeView,
      from: 'Lumo <no-reply@lumo.local>',
      to,
    },
    new Date(),
  );
  transport.close();
}

test.beforeEach(async ({ page }) => {
  await skipAgeBarrier(page);
});

test('the outbox page lists mails or says there are none', async ({ page, request }) => {
  const listed = await request.get(`${env.api}/outbox.json`, { params: { limit: 200 } });
  expect(listed.ok()).toBe(true);
  const { mails } = (await listed.json()) as { mails: unknown[] };
  await page.goto(`${env.api}/outbox`);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  if (mails.length === 0) {
    await expect(page.getByTestId('outbox:empty')).toHaveText(/No mails yet/);
  } else {
    await expect(page.getByTestId('outbox:row')).toHaveCount(Math.min(mails.length, 100));
  }
});

test('a newcomer opens the confirmation mail in the outbox and its button leads to the shop', async ({
  page,
  request,
}) => {
  expect(MAIL_KINDS).toContain('account-confirmation');
  const to = `newcomer-${Date.now()}@example.com`;
  const confirmUrl = `${env.storefront}/?confirmation=e2e-${Date.now()}`;
  await writeMail('account-confirmation', to, { firstname: 'Ada', confirmUrl });

  const mail = await waitForMail(request, { to, kind: 'account-confirmation' });
  expect(mail.subject).toBe('Confirm your Lumo account');
  expect(mail.links).toEqual([confirmUrl]);
  expect(mail.text).toContain('Hello Ada,');

  await page.goto(`${env.api}/outbox`);
  const row = page.getByTestId('outbox:row').filter({ hasText: to });
  await expect(row).toHaveCount(1);
  await row.getByTestId('outbox:subject').click();
  await expect(page).toHaveURL(outboxMailUrl(mail));
  await expect(page.getByTestId('outbox:mail-subject')).toHaveText('Confirm your Lumo account');
  await expect(page.getByTestId('outbox:mail-to')).toHaveText(to);

  const frame = page.frameLocator('[data-testid="outbox:html"]');
  await expect(frame.getByText('Hello Ada,')).toBeVisible();
  const [shop] = await Promise.all([
    page.context().waitForEvent('page'),
    frame.getByRole('link', { name: 'Confirm my account' }).click(),
  ]);
  await shop.waitForLoadState('domcontentloaded');
  expect(shop.url()).toBe(confirmUrl);
  await shop.close();
});

test('the outbox shows a hostile subject and address as text and runs none of it', async ({
  page,
  request,
}) => {
  const to = `"<img src=x onerror=window.__pwned=1>"${Date.now()}@example.com`;
  const formName = '<script>window.__pwned=2</script><b>Trade</b>';
  await writeMail('trs-registration', to, { firstname: '<i>Eve</i>', formName }, 'gr');
  const mail = await waitForMail(request, { to, kind: 'trs-registration' });
  expect(mail.subject).toBe(`Λάβαμε την εγγραφή σας: ${formName}`);

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`${env.api}/outbox`);
  const row = page.getByTestId('outbox:row').filter({ hasText: to });
  await expect(row.getByTestId('outbox:to')).toHaveText(to);
  await expect(row.getByTestId('outbox:subject')).toHaveText(mail.subject);

  await row.getByTestId('outbox:subject').click();
  await expect(page.getByTestId('outbox:mail-subject')).toHaveText(mail.subject);
  await expect(page.getByTestId('outbox:mail-to')).toHaveText(to);
  const frame = page.frameLocator('[data-testid="outbox:html"]');
  await expect(frame.getByText('Γεια σας <i>Eve</i>,')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

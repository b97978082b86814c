import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBlocks, mailQueue, trsRegistrations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CAPTCHA_FAILED_MESSAGE } from '../captcha/captcha-service';
import { MAX_TRS_SUBMISSIONS, TRS_TOO_MANY_MESSAGE } from './trs-rules';
import { call, SUBMIT_TRS, TRS_FORM } from './trs-test-calls';

const valid = {
  company: 'Corner Shop Ltd',
  contactName: 'Sam Shop',
  email: 'sam@corner.test',
  phone: '+44 20 7946 0000',
  shopType: 'vape',
  over18: true,
};

describe('TRS registration forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captcha: { minScore: 0.5, storeViews: ['ie'] } } });
  });
  afterAll(() => t.close());

  it('serves the seeded retailer form from its CMS block, and null for unknown codes', async () => {
    const found = await call(t.app, TRS_FORM, { formCode: 'retailer' });
    expect(found.data?.trsForm.form_code).toBe('retailer');
    expect(
      found.data?.trsForm.definition.fields.map((field: { name: string }) => field.name),
    ).toEqual(['company', 'contactName', 'email', 'phone', 'shopType', 'over18']);
    for (const formCode of ['wholesale', '../retailer', 'x'.repeat(100)]) {
      expect((await call(t.app, TRS_FORM, { formCode })).data?.trsForm).toBeNull();
    }
    const blocks = await call(
      t.app,
      `{ cmsBlocks(identifiers: ["trs_form_retailer"]) { items { content } } }`,
    );
    expect(JSON.parse(blocks.data?.cmsBlocks.items[0].content).title).toBe('Retailer registration');
  });

  it('stores a valid submission and queues the trs-registration mail to its email', async () => {
    const result = await call(t.app, SUBMIT_TRS, { formCode: 'retailer', values: valid });
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitTrsRegistration.result).toBe(true);
    const [stored] = await t.database.db.select().from(trsRegistrations);
    expect(stored).toMatchObject({ storeView: 'uk', formCode: 'retailer', values: valid });
    expect(stored?.clientKey).not.toContain('203.0.113.7');
    const mails = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'trs-registration'));
    expect(mails).toEqual([
      expect.objectContaining({
        toAddress: 'sam@corner.test',
        payload: { formCode: 'retailer', formTitle: 'Retailer registration' },
      }),
    ]);
  });

  it('refuses values the definition does not allow, naming the field', async () => {
    const refuse = async (values: Record<string, unknown>, field: string) => {
      const result = await call(
        t.app,
        SUBMIT_TRS,
        { formCode: 'retailer', values },
        { remoteAddress: '198.51.100.1' },
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input', field });
    };
    await refuse({ ...valid, email: 'not-an-email' }, 'email');
    await refuse({ ...valid, company: '   ' }, 'company');
    await refuse({ ...valid, shopType: 'garage' }, 'shopType');
    await refuse({ ...valid, over18: false }, 'over18');
    await refuse({ ...valid, admin: 'yes' }, 'admin');
    const unknown = await call(t.app, SUBMIT_TRS, { formCode: 'wholesale', values: valid });
    expect(unknown.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('serves no definition when the stored JSON is not a valid form', async () => {
    await t.database.db
      .update(cmsBlocks)
      .set({ content: '{"title":"Broken","fields":[{"name":"a","type":"file"}]}' })
      .where(eq(cmsBlocks.identifier, 'trs_form_retailer'));
    expect((await call(t.app, TRS_FORM, { formCode: 'retailer' })).data?.trsForm).toBeNull();
    const blocks = await call(
      t.app,
      `{ cmsBlocks(identifiers: ["trs_form_retailer"]) { items { content } } }`,
    );
    expect(blocks.data?.cmsBlocks.items[0].content).toBe('null');
  });
});

describe('TRS submissions: CAPTCHA and limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { captcha: { minScore: 0.5, storeViews: ['ie'] } } });
  });
  afterAll(() => t.close());

  it('requires the X-ReCaptcha token where the store view requires a CAPTCHA', async () => {
    const submit = (headers: Record<string, string>) =>
      call(t.app, SUBMIT_TRS, { formCode: 'retailer', values: valid }, { headers });
    const missing = await submit({ store: 'ie' });
    expect(missing.errors?.[0]?.message).toBe(CAPTCHA_FAILED_MESSAGE);
    const wrong = await submit({ store: 'ie', 'x-recaptcha': 'nope' });
    expect(wrong.errors?.[0]?.message).toBe(CAPTCHA_FAILED_MESSAGE);
    expect((await t.database.db.select().from(trsRegistrations)).length).toBe(0);
    const passed = await submit({ store: 'ie', 'x-recaptcha': 'pass' });
    expect(passed.data?.submitTrsRegistration.result).toBe(true);
  });

  it(`accepts ${MAX_TRS_SUBMISSIONS} submissions an hour from one address`, async () => {
    const submit = (remoteAddress: string) =>
      call(t.app, SUBMIT_TRS, { formCode: 'retailer', values: valid }, { remoteAddress });
    for (let index = 0; index < MAX_TRS_SUBMISSIONS; index += 1) {
      expect((await submit('192.0.2.9')).errors).toBeUndefined();
    }
    expect((await submit('192.0.2.9')).errors?.[0]?.message).toBe(TRS_TOO_MANY_MESSAGE);
    expect((await submit('192.0.2.10')).errors).toBeUndefined();
    t.clock.advance(3_600_001);
    expect((await submit('192.0.2.9')).errors).toBeUndefined();
  });
});

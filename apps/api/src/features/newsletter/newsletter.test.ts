import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstError, gql, type TestApp } from '../../test/test-app';
import {
  asCustomer,
  CONFIRM_SUBSCRIPTION,
  CUSTOMER,
  lastMail,
  mailsTo,
  NEWSLETTER_STATUS,
  registeredCustomer,
  SUBSCRIBE,
  UNSUBSCRIBE,
  uniqueEmail,
} from '../customers/customer-test-calls';

/** id and code from a mailed newsletter link. */
function linkParts(url: string) {
  const match = /\/id\/(\d+)\/code\/([\w-]+)$/.exec(new URL(url).pathname);
  if (!match) throw new Error(`Not a newsletter link: ${url}`);
  return { id: match[1]!, code: match[2]! };
}

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('subscribes a guest by double opt-in: confirm and unsubscribe links in the mail', async () => {
    const email = uniqueEmail('guest');
    const result = await gql(t.app, SUBSCRIBE, { email }, { store: 'ie' });
    expect(result.data?.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    const mail = await lastMail(t.database, email, 'newsletter-confirmation');
    expect(mail.storeView).toBe('ie');
    expect(mail.payload.confirmUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/ie\/newsletter\/subscriber\/confirm\/id\/\d+\/code\/[\w-]{43}$/,
    );
    expect(mail.payload.unsubscribeUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/ie\/newsletter\/subscriber\/unsubscribe\/id\/\d+\/code\/[\w-]{43}$/,
    );
    const confirm = linkParts(mail.payload.confirmUrl!);
    const wrong = await gql(
      t.app,
      CONFIRM_SUBSCRIPTION,
      { id: confirm.id, code: 'x'.repeat(43) },
      { store: 'ie' },
    );
    expect(firstError(wrong)).toMatchObject({
      message: 'This is an invalid subscription confirmation code.',
      extensions: { category: 'graphql-input', field: 'code' },
    });
    const otherView = await gql(t.app, CONFIRM_SUBSCRIPTION, confirm, { store: 'gr' });
    expect(firstError(otherView).extensions?.category).toBe('graphql-input');
    const confirmed = await gql(t.app, CONFIRM_SUBSCRIPTION, confirm, { store: 'ie' });
    expect(confirmed.data?.confirmNewsletterSubscription).toEqual({ status: 'SUBSCRIBED' });
    const unsubscribed = await gql(t.app, UNSUBSCRIBE, linkParts(mail.payload.unsubscribeUrl!), {
      store: 'ie',
    });
    expect(unsubscribed.data?.unsubscribeFromNewsletter).toEqual({ status: 'UNSUBSCRIBED' });
  });

  it('answers an already subscribed email like any other and sends nothing more', async () => {
    const email = uniqueEmail('twice');
    await gql(t.app, SUBSCRIBE, { email }, { store: 'eu' });
    const mail = await lastMail(t.database, email, 'newsletter-confirmation');
    await gql(t.app, CONFIRM_SUBSCRIPTION, linkParts(mail.payload.confirmUrl!), { store: 'eu' });
    const again = await gql(t.app, SUBSCRIBE, { email }, { store: 'eu' });
    expect(again.data?.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    expect(await mailsTo(t.database, email, 'newsletter-confirmation')).toHaveLength(1);
  });

  it("subscribes a customer's own email at once; newsletterStatus says 1, then 3 when off", async () => {
    const { token, email } = await registeredCustomer(t.app, t.database, 'ch');
    expect(
      (await asCustomer(t.app, token, 'ch', NEWSLETTER_STATUS)).data?.newsletterStatus,
    ).toEqual({
      result: 3,
      additional_data: null,
    });
    const result = await asCustomer(t.app, token, 'ch', SUBSCRIBE, { email: email.toUpperCase() });
    expect(result.data?.subscribeEmailToNewsletter).toEqual({ status: 'SUBSCRIBED' });
    expect(
      (await asCustomer(t.app, token, 'ch', NEWSLETTER_STATUS)).data?.newsletterStatus.result,
    ).toBe(1);
    const customer = await asCustomer(t.app, token, 'ch', CUSTOMER);
    expect(customer.data?.customer).toMatchObject({
      is_subscribed: true,
      communication: { newsletter: true },
    });
  });

  it('gives guests status 3 and refuses a bad email with graphql-input naming it', async () => {
    expect(
      (await gql(t.app, NEWSLETTER_STATUS, {}, { store: 'gr' })).data?.newsletterStatus.result,
    ).toBe(3);
    const bad = await gql(t.app, SUBSCRIBE, { email: 'not-an-email' }, { store: 'gr' });
    expect(firstError(bad).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'email',
      messageKey: 'account.errors.invalidEmail',
    });
    const badLink = await gql(
      t.app,
      CONFIRM_SUBSCRIPTION,
      { id: 'abc', code: 'x' },
      { store: 'gr' },
    );
    expect(firstError(badLink).extensions).toMatchObject({
      category: 'graphql-input',
      field: 'id',
    });
  });
});

import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as operations from '@lumo/graphql';
import {
  lastMail,
  registrationInput,
  uniqueEmail,
} from '../features/customers/customer-test-calls';
import { heroPage, makePng } from './fixtures';
import { ADMIN, createTestApp, gql, type CallOptions, type TestApp } from './test-app';

/**
 * The storefront's and editor's own operation documents (packages/graphql/operations), run
 * against the api in the order an editor works: every field they select must resolve.
 */
describe('client operations against the api', () => {
  let t: TestApp;
  /** The editor signs in with the httpOnly cookie, as the browser does. */
  let cookie: string;
  let token: string;
  /** The documents run so far (the account test checks none of its folder is left out). */
  const ran = new Set<unknown>();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function run<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    options: CallOptions = { cookie, origin: 'http://localhost:3001' },
  ): Promise<TData> {
    ran.add(document);
    const result = await gql<TData>(
      t.app,
      print(document),
      (variables ?? {}) as Record<string, unknown>,
      options,
    );
    expect(result.errors, print(document).split('\n')[0]).toBeUndefined();
    return result.data as TData;
  }

  it('runs the editor flow from sign-in to deleting the page', async () => {
    const signedIn = await gql(t.app, print(operations.GenerateEditorTokenDocument), {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(signedIn.errors).toBeUndefined();
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    token = cookie.slice('editor_token='.length);
    expect((await run(operations.EditorMeDocument, {})).editorMe?.email).toBe(ADMIN.email);
    expect((await run(operations.EditorsDocument, {})).editors).toHaveLength(1);

    const created = await run(operations.CreateBuilderPageDocument, {
      input: { store_code: 'uk', path: '/contract', title: 'Contract' },
    });
    const uid = created.createBuilderPage.page_uid;
    const saved = await run(operations.SaveBuilderPageDraftDocument, {
      input: {
        store_code: 'uk',
        path: '/contract',
        content: heroPage('uk', '/contract'),
        base_revision: created.createBuilderPage.revision,
      },
    });
    expect(saved.saveBuilderPageDraft.revision).toBe(2);
    const draft = await run(operations.BuilderPageDraftDocument, {
      store_code: 'uk',
      path: '/contract',
    });
    expect(draft.builderPageDraft?.title).toBe('Spring campaign');
    const published = await run(operations.PublishBuilderPageDocument, {
      input: { store_code: 'uk', path: '/contract', base_revision: 2 },
    });
    expect(published.publishBuilderPage.version.version).toBe(1);
    expect((await run(operations.BuilderPagesDocument, { storeCode: 'uk' })).builderPages).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/contract' })]),
    );
    expect(
      (await run(operations.BuilderPageVersionsDocument, { pageUid: uid })).builderPageVersions,
    ).toHaveLength(1);
    await run(operations.CreateBuilderPreviewTokenDocument, { pageUid: uid });
    await run(operations.TouchBuilderPagePresenceDocument, { pageUid: uid });
    const publishAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await run(operations.ScheduleBuilderPagePublishDocument, {
      input: { page_uid: uid, publish_at: publishAt },
    });
    await run(operations.CancelScheduledBuilderPagePublishDocument, { pageUid: uid });
    await run(operations.RestoreBuilderPageVersionDocument, {
      input: { page_uid: uid, version: 1 },
    });
    await run(operations.DuplicateBuilderPageDocument, {
      input: { page_uid: uid, store_code: 'ie', path: '/contract' },
    });
    await run(operations.MoveBuilderPageDocument, {
      input: { page_uid: uid, new_path: '/contract-moved' },
    });
    await run(operations.DeleteBuilderPageDocument, { pageUid: uid });
  });

  it('runs the media and account operations', async () => {
    const form = new FormData();
    form.append('file', new File([makePng(2, 2)], 'contract.png'));
    await t.app.fetch(
      new Request('http://localhost:4000/media', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const assets = await run(operations.MediaAssetsDocument, { search: 'contract' });
    const asset = assets.mediaAssets.items[0]!;
    await run(operations.UpdateMediaAssetDocument, { uid: asset.uid, alt: 'Grey square' });
    await run(operations.DeleteMediaAssetDocument, { uid: asset.uid });

    const editor = await run(operations.CreateEditorDocument, {
      input: { email: 'gus@lumo.test', name: 'Gus', password: 'gus-password-1', role: 'EDITOR' },
    });
    await run(operations.SetEditorPasswordDocument, {
      uid: editor.createEditor.uid,
      newPassword: 'gus-password-2',
    });
    await run(operations.DeleteEditorDocument, { uid: editor.createEditor.uid });
    await run(operations.ChangeOwnEditorPasswordDocument, {
      currentPassword: ADMIN.password,
      newPassword: 'ada-password-2',
    });
    await run(operations.RevokeEditorTokenDocument, {});
  });

  it("runs the storefront's queries", async () => {
    const options = { store: 'ie' };
    expect((await run(operations.StoreConfigDocument, {}, options)).storeConfig?.store_code).toBe(
      'ie',
    );
    expect(
      (await run(operations.AvailableStoresDocument, {}, options)).availableStores,
    ).toHaveLength(7);
    expect(
      (await run(operations.BuilderPageDocument, { path: '/' }, options)).builderPage?.path,
    ).toBe('/');
    expect(
      (await run(operations.BuilderPageExistsDocument, { path: '/nothing' }, options)).builderPage,
    ).toBeNull();
  });

  it("runs the shop's account operations (operations/storefront/account) as a shopper does", async () => {
    const store: CallOptions = { store: 'uk' };
    const input = registrationInput('uk');
    const email = input.email as string;
    const password = input.password as string;
    const created = await run(
      operations.AccountRegisterDocument,
      { input: input as operations.CustomerCreateInput },
      store,
    );
    expect(created.createCustomerV2?.customer.email).toBe(email);
    if (
      created.createCustomerV2?.customer.confirmation_status === 'ACCOUNT_CONFIRMATION_REQUIRED'
    ) {
      await run(operations.AccountResendConfirmationDocument, { email }, store);
      const link = new URL(
        (await lastMail(t.database, email, 'account-confirmation')).payload.confirmUrl!,
      );
      const confirmed = await run(
        operations.AccountConfirmEmailDocument,
        {
          input: {
            id: link.searchParams.get('id'),
            confirmation_key: link.searchParams.get('key')!,
          },
        },
        store,
      );
      expect(confirmed.confirmEmail?.customer.email).toBe(email);
    }
    const signedIn = await run(operations.AccountLoginDocument, { email, password }, store);
    const shopper: CallOptions = {
      store: 'uk',
      token: signedIn.generateCustomerToken?.token ?? '',
    };
    expect((await run(operations.AccountCustomerDocument, {}, shopper)).customer?.email).toBe(
      email,
    );
    const updated = await run(
      operations.AccountUpdateDocument,
      { input: { firstname: 'Grace', text_preference: true } },
      shopper,
    );
    expect(updated.updateCustomerV2?.customer.firstname).toBe('Grace');
    expect(updated.updateCustomerV2?.customer.communication.text).toBe(true);
    const address = await run(
      operations.AccountCreateAddressDocument,
      {
        input: {
          firstname: 'Grace',
          lastname: 'Hopper',
          telephone: '+44 20 7946 0000',
          street: ['10 Downing Street'],
          city: 'London',
          postcode: 'SW1A 2AA',
          country_code: 'GB',
        },
      },
      shopper,
    );
    const addressId = address.createCustomerAddress?.id ?? 0;
    await run(
      operations.AccountUpdateAddressDocument,
      { id: addressId, input: { city: 'Westminster' } },
      shopper,
    );
    await run(operations.AccountDeleteAddressDocument, { id: addressId }, shopper);
    const newPassword = 'An0ther-pass!';
    await run(
      operations.AccountChangePasswordDocument,
      { currentPassword: password, newPassword },
      shopper,
    );

    // A guest's signup is confirmed by the mailed link (double opt-in).
    const reader = uniqueEmail('reader');
    await run(operations.AccountSubscribeDocument, { email: reader }, store);
    const subscription = await lastMail(t.database, reader, 'newsletter-confirmation');
    const [, id, code] =
      /\/id\/(\d+)\/code\/([^/]+)$/.exec(subscription.payload.confirmUrl ?? '') ?? [];
    await run(
      operations.AccountConfirmNewsletterDocument,
      { id: id!, code: decodeURIComponent(code!) },
      store,
    );
    await run(
      operations.AccountUnsubscribeDocument,
      { id: id!, code: decodeURIComponent(code!) },
      store,
    );

    await run(operations.AccountRequestResetDocument, { email }, store);
    const reset = new URL((await lastMail(t.database, email, 'password-reset')).payload.resetUrl!);
    expect(
      (
        await run(
          operations.AccountResetPasswordDocument,
          {
            email,
            resetPasswordToken: reset.searchParams.get('token')!,
            newPassword: 'Th1rd-pass!',
          },
          store,
        )
      ).resetPassword,
    ).toBe(true);
    await run(operations.AccountAgeVerificationConfigDocument, {}, store);
    const again = await run(
      operations.AccountLoginDocument,
      { email, password: 'Th1rd-pass!' },
      store,
    );
    await run(
      operations.AccountLogoutDocument,
      {},
      { store: 'uk', token: again.generateCustomerToken?.token ?? '' },
    );
    const accountDocuments = Object.entries(operations).filter(([name]) =>
      /^Account\w+Document$/.test(name),
    );
    expect(accountDocuments.length).toBeGreaterThan(15);
    expect(
      accountDocuments.filter(([, document]) => !ran.has(document)).map(([name]) => name),
    ).toEqual([]);
  });

  it("runs the shop's catalogue, routing and content operations on the demo catalogue", async () => {
    const anonymous: CallOptions = {};
    const lookups = await run(
      operations.RouteLookupsDocument,
      { urls: ['eliquids', 'eliquids/compact/2-pods', 'recycling', 'faq', 'nowhere'] },
      anonymous,
    );
    const [category, product, cmsPage] = lookups.jtiHeadlessUrls?.items ?? [];
    expect(category?.entity_type).toBe('category');
    expect(product?.entity_type).toBe('product');
    expect(cmsPage?.entity_type).toBe('cms-page');
    const uid = (id: number | null | undefined) => Buffer.from(String(id)).toString('base64');

    const categoryPage = await run(
      operations.CatalogCategoryPageDocument,
      {
        categoryUid: uid(category?.entity_id),
        filter: { category_uid: { eq: uid(category?.entity_id) }, nicotine_strength: { eq: '12' } },
        sort: { price: 'ASC' },
        pageSize: 12,
        currentPage: 1,
      },
      anonymous,
    );
    expect(categoryPage.products?.items?.length).toBeGreaterThan(0);
    const productPage = await run(
      operations.CatalogProductDocument,
      { productUid: uid(product?.entity_id) },
      anonymous,
    );
    expect(productPage.products?.items?.[0]?.name).toBeTruthy();
    await run(
      operations.CatalogProductLinksDocument,
      { productUid: uid(product?.entity_id) },
      anonymous,
    );
    const search = await run(
      operations.CatalogSearchDocument,
      { search: 'mint', pageSize: 12, currentPage: 1 },
      anonymous,
    );
    expect(search.products?.total_count).toBeGreaterThan(0);
    await run(operations.CatalogStoreConfigDocument, {}, anonymous);
    await run(operations.ProxyRouteDocument, { path: '/eliquids', url: 'eliquids' }, anonymous);
    await run(operations.CustomRoutesDocument, {}, anonymous);
    await run(operations.SeoStoreConfigDocument, {}, anonymous);
    await run(operations.SitemapCategoriesDocument, { pageSize: 50, currentPage: 1 }, anonymous);
    await run(operations.SitemapProductsDocument, { pageSize: 100, currentPage: 1 }, anonymous);
    expect(
      (await run(operations.CmsPageByIdDocument, { id: cmsPage?.entity_id ?? 0 }, anonymous))
        .cmsPage?.title,
    ).toBeTruthy();
    const faq = await run(operations.FaqCategoriesDocument, {}, anonymous);
    const firstQuestion = faq.faqCategories[0]?.questions[0];
    expect(firstQuestion).toBeDefined();
    await run(operations.FaqQuestionDocument, { id: firstQuestion?.id ?? 0 }, anonymous);
    await run(operations.FaqSearchDocument, { search: 'recycle', pageSize: 10 }, anonymous);
    // The editor's picker and link check, signed in again (the first test signed out).
    const signedIn = await gql(t.app, print(operations.GenerateEditorTokenDocument), {
      email: ADMIN.email,
      password: 'ada-password-2', // changed by the first test
    });
    const editor: CallOptions = {
      cookie: (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!,
      origin: 'http://localhost:3001',
    };
    await run(operations.EditorCatalogSearchDocument, { text: 'peppermint', pageSize: 10 }, editor);
    await run(
      operations.EditorLinkTargetsDocument,
      { urls: ['/devices'], storeCode: 'uk' },
      editor,
    );
  });
});

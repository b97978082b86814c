import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app';
import { encodeUid } from '../../uid';
import { LOOKUP, ROUTE, URL_RESOLVER } from './url-rewrite-test-calls';

describe('route and urlResolver (Magento)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const route = async (url: string, store = 'uk') => {
    const result = await gql(t.app, ROUTE, { url }, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.route;
  };

  it('resolves a CMS page to the page itself', async () => {
    expect(await route('/why-lumo')).toEqual({
      __typename: 'CmsPage',
      relative_url: 'why-lumo',
      redirect_code: 0,
      type: 'CMS_PAGE',
      identifier: 'why-lumo',
      title: 'Why Lumo',
    });
    expect(await route('why-lumo', 'gr')).toMatchObject({ title: 'Γιατί Lumo' });
  });

  it('resolves a custom rewrite to an external URL as a RoutableUrl with type null', async () => {
    expect(await route('support')).toEqual({
      __typename: 'RoutableUrl',
      relative_url: 'https://support.lumo.example/',
      redirect_code: 302,
      type: null,
    });
  });

  it('resolves a custom 301 and an FAQ question as RoutableUrls', async () => {
    expect(await route('/about-vaping/faq')).toEqual({
      __typename: 'RoutableUrl',
      relative_url: 'faq',
      redirect_code: 301,
      type: null,
    });
    expect(await route('faq/can-i-recycle-pods')).toEqual({
      __typename: 'RoutableUrl',
      relative_url: 'faq/can-i-recycle-pods',
      redirect_code: 0,
      type: null,
    });
  });

  it('answers null for an unknown url', async () => {
    expect(await route('no-such-thing')).toBeNull();
    expect((await gql(t.app, URL_RESOLVER, { url: 'no-such-thing' })).data?.urlResolver).toBeNull();
  });

  it('serves urlResolver with camelCase redirectCode and a base64 entity_uid', async () => {
    const lookup = await gql(t.app, LOOKUP, { url: 'recycling' });
    const id = lookup.data?.jtiHeadlessUrl.entity_id as number;
    const result = await gql(t.app, URL_RESOLVER, { url: '/recycling/' });
    expect(result.data?.urlResolver).toEqual({
      id,
      entity_uid: encodeUid(id),
      canonical_url: 'recycling',
      relative_url: 'recycling',
      redirectCode: 0,
      type: 'CMS_PAGE',
    });
    const custom = await gql(t.app, URL_RESOLVER, { url: 'support' });
    expect(custom.data?.urlResolver).toEqual({
      id: null,
      entity_uid: null,
      canonical_url: 'https://support.lumo.example/',
      relative_url: 'https://support.lumo.example/',
      redirectCode: 302,
      type: null,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app';

/** What PWA Studio's Venia reads from storeConfig, plus our market extensions. */
const MAGENTO_STORE_CONFIG = /* GraphQL */ `
  query {
    storeConfig {
      store_code
      id
      store_id
      website_code
      store_group_code
      is_default_store_group
      secure_base_media_url
      product_url_suffix
      category_url_suffix
      grid_per_page
      grid_per_page_values
      list_mode
      catalog_default_sort_by
      root_category_uid
      root_category_id
      front
      cms_home_page
      no_route
      cms_no_route
      show_cms_breadcrumbs
      href_langs_enabled
      allows_disposables
      max_refill_ml
      max_tank_ml
      max_nicotine_mg_ml
    }
  }
`;

describe('storeConfig for Magento clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storeConfig = async (store: string) => {
    const result = await gql(t.app, MAGENTO_STORE_CONFIG, {}, { store });
    expect(result.errors).toBeUndefined();
    return result.data?.storeConfig as Record<string, unknown>;
  };

  it('serves the catalogue and CMS settings a Venia storefront reads', async () => {
    expect(await storeConfig('uk')).toEqual({
      store_code: 'uk',
      id: 1,
      store_id: 1,
      website_code: 'base',
      store_group_code: 'main_website_store',
      is_default_store_group: true,
      secure_base_media_url: 'http://localhost:4000/media/',
      product_url_suffix: '',
      category_url_suffix: '',
      grid_per_page: 12,
      grid_per_page_values: '12,24,36',
      list_mode: 'grid',
      catalog_default_sort_by: 'position',
      root_category_uid: 'Mg==',
      root_category_id: 2,
      front: 'home',
      cms_home_page: 'home',
      no_route: 'not-found',
      cms_no_route: 'not-found',
      show_cms_breadcrumbs: 1,
      href_langs_enabled: true,
      allows_disposables: false,
      max_refill_ml: 10,
      max_tank_ml: 2,
      max_nicotine_mg_ml: 20,
    });
  });

  it('numbers the store views uk 1 to us 7', async () => {
    const ids: Record<string, unknown> = {};
    for (const store of ['uk', 'gr', 'ie', 'eu', 'ca', 'ch', 'us']) {
      ids[store] = (await storeConfig(store)).store_id;
    }
    expect(ids).toEqual({ uk: 1, gr: 2, ie: 3, eu: 4, ca: 5, ch: 6, us: 7 });
  });

  it('follows each market’s rules: disposables only outside the UK, volume caps where the TPD applies', async () => {
    for (const store of ['gr', 'ie', 'eu', 'ch']) {
      expect(await storeConfig(store)).toMatchObject({
        allows_disposables: true,
        max_refill_ml: 10,
        max_tank_ml: 2,
        href_langs_enabled: true,
      });
    }
    for (const store of ['ca', 'us']) {
      expect(await storeConfig(store)).toMatchObject({
        allows_disposables: true,
        max_refill_ml: null,
        max_tank_ml: null,
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';

const TOUCH = `mutation($uid: ID!) { touchBuilderPagePresence(page_uid: $uid) { name email last_seen_at } }`;
const LIST = `query($uid: ID!) { builderPagePresence(page_uid: $uid) { name } }`;

describe('presence', () => {
  let t: TestApp;
  let ada: string;
  let bo: string;
  let uid: string;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signIn(t.app);
    await gql(
      t.app,
      `mutation { createEditor(input: { email: "bo@lumo.test", name: "Bo", password: "bo-password-1" }) { uid } }`,
      {},
      { token: ada },
    );
    bo = await signIn(t.app, 'bo@lumo.test', 'bo-password-1');
    const saved = await gql(
      t.app,
      `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { page_uid } }`,
      {
        input: {
          store_code: 'uk',
          path: '/together',
          content: heroPage('uk', '/together'),
          base_revision: 0,
        },
      },
      { token: ada },
    );
    uid = saved.data?.saveBuilderPageDraft.page_uid;
  });
  afterAll(() => t.close());

  it('lists the other editors on a page for 30 seconds after their last heartbeat', async () => {
    expect(
      (await gql(t.app, TOUCH, { uid }, { token: ada })).data?.touchBuilderPagePresence,
    ).toEqual([]);
    const seenByBo = await gql(t.app, TOUCH, { uid }, { token: bo });
    expect(seenByBo.data?.touchBuilderPagePresence).toEqual([
      { name: 'Ada Admin', email: 'ada@lumo.test', last_seen_at: t.clock.now().toISOString() },
    ]);
    expect((await gql(t.app, LIST, { uid }, { token: ada })).data?.builderPagePresence).toEqual([
      { name: 'Bo' },
    ]);
    t.clock.advance(31_000);
    expect((await gql(t.app, LIST, { uid }, { token: ada })).data?.builderPagePresence).toEqual([]);
  });

  it('requires an editor token', async () => {
    const result = await gql(t.app, LIST, { uid });
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { secondProcess, type SecondProcess } from '../../test/second-process';
import { createTestApp, gql, signIn, type TestApp } from '../../test/test-app';

const SAVE = `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { page_uid } }`;
const SCHEDULE = `mutation($input: ScheduleBuilderPagePublishInput!) { scheduleBuilderPagePublish(input: $input) { scheduled_publish_at } }`;
const VERSIONS = `query($uid: ID!) { builderPageVersions(page_uid: $uid) { version } }`;

// Two api processes on one database (PostgreSQL under `npm run test:pg`): each due page is
// published by exactly one of them, however their passes overlap (ADR 0038).
describe('scheduled publishing with two api processes', () => {
  let t: TestApp;
  let other: SecondProcess;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    other = await secondProcess(t);
    token = await signIn(t.app);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('publishes a due page once when both processes run their pass at the same moment', async () => {
    const rounds = 12;
    const uids: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const path = `/twice-${round}`;
      const saved = await gql(
        t.app,
        SAVE,
        { input: { store_code: 'uk', path, content: heroPage('uk', path), base_revision: 0 } },
        { token },
      );
      uids.push(saved.data!.saveBuilderPageDraft.page_uid as string);
    }
    for (const [round, uid] of uids.entries()) {
      const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
      const scheduled = await gql(
        t.app,
        SCHEDULE,
        { input: { page_uid: uid, publish_at: at } },
        {
          token,
        },
      );
      expect(scheduled.errors).toBeUndefined();
      t.clock.advance(61_000);
      const [a, b, c] = await Promise.all([
        t.app.services.scheduledPublishing.publishDuePages(),
        other.app.services.scheduledPublishing.publishDuePages(),
        other.app.services.scheduledPublishing.publishDuePages(),
      ]);
      expect(a.published + b.published + c.published, `round ${round}`).toBe(1);
      const versions = await gql(t.app, VERSIONS, { uid }, { token });
      expect(versions.data!.builderPageVersions, `round ${round}`).toHaveLength(1);
    }
  });
});

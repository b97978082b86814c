import { describe, expect, it } from 'vitest';
import { heroPage } from '../../test/fixtures';
import { firstError, gql, signedInTestApp } from '../../test/test-app';
import { startScheduler } from './scheduler';

const SAVE = `mutation($input: SaveBuilderPageDraftInput!) { saveBuilderPageDraft(input: $input) { page_uid revision } }`;
const SCHEDULE = `mutation($input: ScheduleBuilderPagePublishInput!) {
  scheduleBuilderPagePublish(input: $input) { scheduled_publish_at published_version }
}`;
const SUMMARY = `query($store: ID) { builderPages(store_code: $store) { uid path published_version scheduled_publish_at schedule_error } }`;
const PUBLIC_PAGE = `query($path: String!) { builderPage(path: $path) { title version } }`;

describe('scheduled publishing', () => {
  const t = signedInTestApp();

  const summary = async (path: string) => {
    const result = await t.asEditor(SUMMARY, { store: 'uk' });
    return result.data?.builderPages.find((page: { path: string }) => page.path === path);
  };

  it('publishes the draft once its time has come, not before', async () => {
    const path = '/launch';
    const saved = await t.asEditor(SAVE, {
      input: {
        store_code: 'uk',
        path,
        content: heroPage('uk', path, { title: 'Launch' }),
        base_revision: 0,
      },
    });
    const uid = saved.data?.saveBuilderPageDraft.page_uid;
    const at = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const scheduled = await t.asEditor(SCHEDULE, { input: { page_uid: uid, publish_at: at } });
    expect(scheduled.data?.scheduleBuilderPagePublish).toEqual({
      scheduled_publish_at: at,
      published_version: null,
    });

    t.clock.advance(9 * 60_000);
    expect(await t.app.services.scheduledPublishing.publishDuePages()).toEqual({
      published: 0,
      failed: 0,
    });
    expect((await gql(t.app, PUBLIC_PAGE, { path })).data?.builderPage).toBeNull();

    t.clock.advance(2 * 60_000);
    expect(await t.app.services.scheduledPublishing.publishDuePages()).toEqual({
      published: 1,
      failed: 0,
    });
    expect((await gql(t.app, PUBLIC_PAGE, { path })).data?.builderPage).toEqual({
      title: 'Launch',
      version: 1,
    });
    expect(await summary(path)).toMatchObject({
      published_version: 1,
      scheduled_publish_at: null,
      schedule_error: null,
    });
    expect(t.notifier.calls).toContainEqual({ storeView: 'uk', path });
    // Nothing left to do on the next pass.
    expect(await t.app.services.scheduledPublishing.publishDuePages()).toEqual({
      published: 0,
      failed: 0,
    });
  });

  it('does not publish an invalid draft: the schedule is cleared and the reason kept', async () => {
    const path = '/broken-launch';
    const saved = await t.asEditor(SAVE, {
      input: {
        store_code: 'uk',
        path,
        content: heroPage('uk', path, { imageUrl: '' }),
        base_revision: 0,
      },
    });
    const uid = saved.data?.saveBuilderPageDraft.page_uid;
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.asEditor(SCHEDULE, { input: { page_uid: uid, publish_at: at } });
    t.clock.advance(2 * 60_000);
    expect(await t.app.services.scheduledPublishing.publishDuePages()).toEqual({
      published: 0,
      failed: 1,
    });
    const page = await summary(path);
    expect(page).toMatchObject({ published_version: null, scheduled_publish_at: null });
    expect(page.schedule_error).toContain('Background image: an image is required');
    expect(t.logger.entries.some((entry) => entry.message === 'Scheduled publish refused')).toBe(
      true,
    );
  });

  it('refuses a time in the past and can cancel a schedule', async () => {
    const saved = await t.asEditor(SAVE, {
      input: {
        store_code: 'uk',
        path: '/later',
        content: heroPage('uk', '/later'),
        base_revision: 0,
      },
    });
    const uid = saved.data?.saveBuilderPageDraft.page_uid;
    const past = await t.asEditor(SCHEDULE, {
      input: { page_uid: uid, publish_at: '2020-01-01T00:00:00Z' },
    });
    expect(firstError(past).extensions?.category).toBe('graphql-input');
    const notADate = await t.asEditor(SCHEDULE, {
      input: { page_uid: uid, publish_at: 'tomorrow' },
    });
    expect(firstError(notADate).extensions?.category).toBe('graphql-input');

    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.asEditor(SCHEDULE, { input: { page_uid: uid, publish_at: at } });
    const cancelled = await t.asEditor(
      `mutation($uid: ID!) { cancelScheduledBuilderPagePublish(page_uid: $uid) { scheduled_publish_at } }`,
      { uid },
    );
    expect(cancelled.data?.cancelScheduledBuilderPagePublish.scheduled_publish_at).toBeNull();
    t.clock.advance(5 * 60_000);
    expect(await t.app.services.scheduledPublishing.publishDuePages()).toEqual({
      published: 0,
      failed: 0,
    });
  });

  it('runs a pass as soon as it starts, so schedules survive a restart', async () => {
    const saved = await t.asEditor(SAVE, {
      input: {
        store_code: 'uk',
        path: '/after-restart',
        content: heroPage('uk', '/after-restart'),
        base_revision: 0,
      },
    });
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.asEditor(SCHEDULE, {
      input: { page_uid: saved.data?.saveBuilderPageDraft.page_uid, publish_at: at },
    });
    t.clock.advance(2 * 60_000);
    const scheduler = startScheduler(
      () => t.app.services.scheduledPublishing.publishDuePages(),
      60_000,
      t.logger,
    );
    try {
      await scheduler.runOnce();
      expect(
        (await gql(t.app, PUBLIC_PAGE, { path: '/after-restart' })).data?.builderPage,
      ).toMatchObject({ version: 1 });
    } finally {
      scheduler.stop();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, installMockApi } from '../../test/graphql-responder';
import { renderWithProviders, TEST_EDITOR } from '../../test/render';
import { PageToolbarExtras } from './PageToolbarExtras';

const summary = {
  uid: 'page-2',
  store_code: 'uk',
  path: '/summer-sale',
  title: 'Summer sale',
  has_unpublished_changes: false,
  published_version: 2,
  published_at: '2026-11-02T10:00:00.000Z',
  draft_revision: 4,
  updated_at: '2026-11-02T10:00:00.000Z',
  updated_by: 'Ada Lovelace',
  scheduled_publish_at: null,
};

const versions = [
  {
    version: 2,
    title: 'Summer sale',
    published_at: '2026-11-02T10:00:00.000Z',
    published_by: 'Ada Lovelace',
    content: {},
  },
  {
    version: 1,
    title: 'Summer sale (first cut)',
    published_at: '2026-11-01T10:00:00.000Z',
    published_by: 'Grace Hopper',
    content: {},
  },
];

function baseResolvers() {
  return {
    builderPages: () => [summary],
    touchBuilderPagePresence: () => [
      {
        editor_uid: TEST_EDITOR.uid,
        name: TEST_EDITOR.name,
        email: TEST_EDITOR.email,
        last_seen_at: '2026-11-21T20:00:00.000Z',
      },
      {
        editor_uid: 'editor-2',
        name: 'Grace Hopper',
        email: 'grace@lumo.test',
        last_seen_at: '2026-11-21T20:00:00.000Z',
      },
    ],
    builderPageVersions: () => versions,
  };
}

function renderToolbar(onRestored = vi.fn()) {
  return renderWithProviders(
    <PageToolbarExtras
      pageUid="page-2"
      storeCode="uk"
      path="/summer-sale"
      onRestored={onRestored}
    />,
  );
}

/** Opens the schedule dialog, replaces the time with `localTime` and submits. */
async function submitSchedule(user: UserEvent, localTime: string) {
  await user.click(await screen.findByTestId('history:schedule'));
  const input = await screen.findByTestId('history:schedule-at');
  await user.clear(input);
  await user.type(input, localTime);
  await user.click(screen.getByTestId('history:schedule-submit'));
}

describe('PageToolbarExtras', () => {
  it('shows the other editors on the page, not me', async () => {
    const api = installMockApi({ resolvers: baseResolvers() });
    renderToolbar();

    const presence = await screen.findByTestId('history:presence');
    expect(within(presence).getByText('GH')).toBeInTheDocument();
    expect(within(presence).queryByText('AL')).not.toBeInTheDocument();
    expect(api.callsOf('TouchBuilderPagePresence')[0]?.variables).toEqual({ pageUid: 'page-2' });
  });

  it('repeats the presence heartbeat every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = installMockApi({ resolvers: baseResolvers() });
      renderToolbar();
      await screen.findByTestId('history:presence');
      expect(api.callsOf('TouchBuilderPagePresence')).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(api.callsOf('TouchBuilderPagePresence')).toHaveLength(2));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(api.callsOf('TouchBuilderPagePresence')).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the draft preview on the storefront in a new tab', async () => {
    installMockApi({
      resolvers: {
        ...baseResolvers(),
        createBuilderPreviewToken: () => ({
          token: 'tok-1',
          url: '/summer-sale?preview=tok-1',
          expires_at: '2026-11-21T21:00:00.000Z',
        }),
      },
    });
    const tab = {
      opener: window as Window | null,
      location: { href: 'about:blank' },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderToolbar();

    await user.click(screen.getByTestId('history:preview'));

    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:3000/summer-sale?preview=tok-1'),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
  });

  it('restores an older version and then calls onRestored', async () => {
    const restore = vi.fn(() => ({
      page: { ...summary, published_version: 3 },
      version: { ...versions[1], version: 3 },
    }));
    installMockApi({ resolvers: { ...baseResolvers(), restoreBuilderPageVersion: restore } });
    const onRestored = vi.fn();
    const { user } = renderToolbar(onRestored);

    await user.click(screen.getByTestId('history:open'));
    const older = await screen.findByTestId('history:version:1');
    expect(within(older).getByText(/by Grace Hopper/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('history:version:2')).queryByRole('button', { name: 'Restore' }),
    ).toBeNull();

    await user.click(within(older).getByRole('button', { name: 'Restore' }));
    expect(onRestored).not.toHaveBeenCalled();
    await user.click(await screen.findByTestId('history:restore-confirm'));

    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(restore).toHaveBeenCalledWith({ input: { page_uid: 'page-2', version: 1 } });
    expect(await screen.findByText('Version 1 is live again as version 3.')).toBeInTheDocument();
  });

  it('keeps the editor in place and explains when a restore is refused', async () => {
    installMockApi({
      resolvers: {
        ...baseResolvers(),
        restoreBuilderPageVersion: () => {
          throw apiError('Version 1 no longer passes validation: Hero banner needs an image.', {
            category: 'graphql-input',
          });
        },
      },
    });
    const onRestored = vi.fn();
    const { user } = renderToolbar(onRestored);

    await user.click(screen.getByTestId('history:open'));
    const older = await screen.findByTestId('history:version:1');
    await user.click(within(older).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByTestId('history:restore-confirm'));

    expect(await screen.findByText(/no longer passes validation/)).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('schedules the publication and shows the scheduled time', async () => {
    const schedule = vi.fn(({ input }: Record<string, unknown>) => ({
      ...summary,
      scheduled_publish_at: (input as { publish_at: string }).publish_at,
    }));
    installMockApi({ resolvers: { ...baseResolvers(), scheduleBuilderPagePublish: schedule } });
    const { user } = renderToolbar();

    await submitSchedule(user, '2099-06-01T09:30');

    await waitFor(() => expect(schedule).toHaveBeenCalledTimes(1));
    const sent = (schedule.mock.calls[0]![0].input as { publish_at: string }).publish_at;
    expect(new Date(sent).getTime()).toBe(new Date('2099-06-01T09:30').getTime());
    expect(await screen.findByTestId('history:schedule')).toHaveTextContent(
      /^Scheduled 1 Jun 2099/,
    );
  });

  it('refuses a time in the past at the field', async () => {
    const schedule = vi.fn();
    installMockApi({ resolvers: { ...baseResolvers(), scheduleBuilderPagePublish: schedule } });
    const { user } = renderToolbar();

    await submitSchedule(user, '2001-01-01T09:30');

    expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(schedule).not.toHaveBeenCalled();
  });
});

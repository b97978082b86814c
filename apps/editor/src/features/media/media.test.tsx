import { IMAGE_TYPE_MESSAGE } from '@lumo/block-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installMockApi } from '../../test/graphql-responder';
import { renderWithProviders } from '../../test/render';
import { MediaPicker } from './MediaPicker';
import { MediaScreen } from './MediaScreen';
import type { MediaValue } from './media-types';

function asset(overrides: Record<string, unknown>) {
  return {
    uid: 'asset-1',
    kind: 'IMAGE',
    url: '/media/2026/hero-3f2a.webp',
    file_name: 'hero.webp',
    mime_type: 'image/webp',
    size_bytes: 245_760,
    width: 1920,
    height: 800,
    alt: 'A pod vape on a table',
    created_at: '2026-11-01T10:00:00.000Z',
    uploaded_by: 'Ada Lovelace',
    ...overrides,
  };
}

function assetsPage(items: unknown[]) {
  return {
    items,
    total_count: items.length,
    page_info: { page_size: 48, current_page: 1, total_pages: 1 },
  };
}

describe('media library', () => {
  it('shows each file with its name, dimensions and size', async () => {
    installMockApi({
      resolvers: {
        mediaAssets: () =>
          assetsPage([
            asset({}),
            asset({
              uid: 'asset-2',
              kind: 'VIDEO',
              url: '/media/2026/how-to.mp4',
              file_name: 'how-to.mp4',
              width: null,
              height: null,
              size_bytes: 5_242_880,
              mime_type: 'video/mp4',
            }),
          ]),
      },
    });
    renderWithProviders(<MediaScreen />);

    const image = await screen.findByTestId('media:item:hero.webp');
    expect(within(image).getByText('1920 × 800 · 240 KB')).toBeInTheDocument();
    expect(within(image).getByRole('img')).toHaveAttribute('src', '/media/2026/hero-3f2a.webp');
    expect(
      within(screen.getByTestId('media:item:how-to.mp4')).getByText('5.0 MB'),
    ).toBeInTheDocument();
  });

  it("shows the api's refusal of a renamed executable clearly", async () => {
    const api = installMockApi({
      resolvers: { mediaAssets: () => assetsPage([]) },
      upload: () =>
        new Response(
          JSON.stringify({
            message:
              'The file is not an allowed image or video (detected application/x-msdownload).',
          }),
          { status: 415, headers: { 'content-type': 'application/json' } },
        ),
    });
    const { user } = renderWithProviders(<MediaScreen />);
    await screen.findByTestId('media:empty');

    const fakePng = new File(['MZ\x90\x00'], 'banner.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('media:upload-input'), fakePng);

    const refusal = await screen.findByTestId('media:upload-error');
    expect(refusal).toHaveTextContent(
      '"banner.png" was not uploaded: The file is not an allowed image or video (detected application/x-msdownload).',
    );
    expect(api.uploads).toHaveLength(1);
    expect((api.uploads[0]!.get('file') as File).name).toBe('banner.png');
  });

  it('refuses a file with a wrong extension before sending it', async () => {
    const api = installMockApi({ resolvers: { mediaAssets: () => assetsPage([]) } });
    const { user } = renderWithProviders(<MediaScreen />, {
      userEventOptions: { applyAccept: false },
    });
    await screen.findByTestId('media:empty');

    await user.upload(
      screen.getByTestId('media:upload-input'),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    );

    expect(await screen.findByTestId('media:upload-error')).toHaveTextContent(
      '"setup.exe" was not uploaded: Files must be images (jpeg, jpg, png, gif, svg, webp) or videos',
    );
    expect(api.uploads).toHaveLength(0);
  });
});

describe('media library editing', () => {
  it('saves new alt text for a file', async () => {
    const updateMediaAsset = vi.fn(({ uid, alt }: Record<string, unknown>) => asset({ uid, alt }));
    installMockApi({
      resolvers: { mediaAssets: () => assetsPage([asset({ alt: '' })]), updateMediaAsset },
    });
    const { user } = renderWithProviders(<MediaScreen />);

    const tile = await screen.findByTestId('media:item:hero.webp');
    expect(within(tile).getByText('No alt text')).toBeInTheDocument();
    await user.click(within(tile).getByRole('button', { name: 'Edit alt text of hero.webp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    await user.type(within(dialog).getByLabelText(/^Alt text/), 'Pod kit on a wooden table');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(tile).queryByText('No alt text')).not.toBeInTheDocument());
    expect(updateMediaAsset).toHaveBeenCalledWith({
      uid: 'asset-1',
      alt: 'Pod kit on a wooden table',
    });
  });

  it('deletes a file after confirmation', async () => {
    let items = [asset({}), asset({ uid: 'asset-2', file_name: 'other.webp' })];
    const deleteMediaAsset = vi.fn(({ uid }: Record<string, unknown>) => {
      items = items.filter((item) => item.uid !== uid);
      return { result: true };
    });
    installMockApi({ resolvers: { mediaAssets: () => assetsPage(items), deleteMediaAsset } });
    const { user } = renderWithProviders(<MediaScreen />);

    const tile = await screen.findByTestId('media:item:hero.webp');
    await user.click(within(tile).getByRole('button', { name: 'Delete hero.webp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete file' }));

    await waitFor(() =>
      expect(screen.queryByTestId('media:item:hero.webp')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('media:item:other.webp')).toBeInTheDocument();
    expect(deleteMediaAsset).toHaveBeenCalledWith({ uid: 'asset-1' });
  });
});

function PickerHarness({ onChange }: { onChange(value: MediaValue): void }) {
  const [value, setValue] = useState<MediaValue>({ url: '', alt: '' });
  return (
    <MediaPicker
      kind="image"
      label="Background image"
      required
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MediaPicker', () => {
  it('returns the url, alt text, width and height of the chosen image', async () => {
    const api = installMockApi({ resolvers: { mediaAssets: () => assetsPage([asset({})]) } });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PickerHarness onChange={onChange} />);

    expect(screen.getByText('No image chosen')).toBeInTheDocument();
    await user.click(screen.getByTestId('media:picker'));
    await user.click(await screen.findByRole('button', { name: 'Use hero.webp' }));

    expect(onChange).toHaveBeenLastCalledWith({
      url: '/media/2026/hero-3f2a.webp',
      alt: 'A pod vape on a table',
      width: 1920,
      height: 800,
    });
    expect(api.callsOf('MediaAssets')[0]?.variables).toMatchObject({ kind: 'IMAGE' });
    await waitFor(() => expect(screen.queryByTestId('media:library')).not.toBeInTheDocument());
    expect(screen.getByText('hero-3f2a.webp · 1920 × 800')).toBeInTheDocument();
  });

  it('refuses a non-image in an image field with the image message', async () => {
    installMockApi({ resolvers: { mediaAssets: () => assetsPage([]) } });
    const { user } = renderWithProviders(<PickerHarness onChange={vi.fn()} />, {
      userEventOptions: { applyAccept: false },
    });
    await user.click(screen.getByTestId('media:picker'));
    await screen.findByTestId('media:empty');
    await user.upload(
      screen.getByTestId('media:upload-input'),
      new File(['x'], 'clip.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByTestId('media:upload-error')).toHaveTextContent(
      `"clip.mp4" was not uploaded: ${IMAGE_TYPE_MESSAGE}`,
    );
  });

  it('chooses a freshly uploaded image at once, with its size', async () => {
    installMockApi({
      resolvers: { mediaAssets: () => assetsPage([]) },
      upload: () =>
        new Response(
          JSON.stringify({
            asset: asset({
              uid: 'asset-5',
              url: '/media/2026/new-1a.png',
              file_name: 'new.png',
              width: 640,
              height: 480,
              alt: '',
            }),
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
    });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PickerHarness onChange={onChange} />);
    await user.click(screen.getByTestId('media:picker'));
    await screen.findByTestId('media:empty');
    await user.upload(
      screen.getByTestId('media:upload-input'),
      new File(['\x89PNG'], 'new.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        url: '/media/2026/new-1a.png',
        alt: '',
        width: 640,
        height: 480,
      }),
    );
  });
});

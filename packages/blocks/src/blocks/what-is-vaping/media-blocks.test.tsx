import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { howToUse, whatIsVaping } from '@lumo/block-schema';
import { BuilderPage } from '../../render-page';
import { heroNode, exampleNode, pageOf } from '../../test/fixtures';
import { ALLOWED_VIDEO_EXTENSIONS } from '@lumo/block-schema';
import { videoMimeType } from '../../shared/native-video';

describe('WhatIsVaping', () => {
  it('shows the points and a native player that loads nothing before play', () => {
    const { container } = render(
      <BuilderPage page={pageOf([heroNode('hero'), exampleNode(whatIsVaping, 'what')])} />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What is vaping?');
    expect(screen.getByText(/Nothing is burnt, so there is no smoke/)).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/what-is-vaping-poster.webp');
    expect(video).toHaveAttribute(
      'aria-label',
      'What is vaping? The basics in a minute and a half',
    );
    const source = video.querySelector('source')!;
    expect(source).toHaveAttribute('src', '/media/what-is-vaping.webm');
    expect(source).toHaveAttribute('type', 'video/webm');
    // Icons illustrate the text beside them: decorative.
    for (const icon of container.querySelectorAll('.lb-b-icon-list__icon')) {
      expect(icon).toHaveAttribute('alt', '');
      expect(icon).toHaveAttribute('loading', 'lazy');
    }
  });

  it('refuses a video item whose file is not a video', () => {
    render(
      <BuilderPage
        page={pageOf([
          exampleNode(whatIsVaping, 'what', {
            videoItems: [{ videoUrl: { url: '/media/hero-home.webp' }, text: 'x' }],
          }),
        ])}
      />,
    );
    expect(screen.getByTestId('block-error')).toBeInTheDocument();
  });
});

describe('HowToUse', () => {
  it('plays uploaded movies with the item poster', () => {
    const { container } = render(<BuilderPage page={pageOf([exampleNode(howToUse, 'how')])} />);
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    expect(videos[0]).toHaveAttribute('poster', '/media/how-to-use-poster.webp');
    expect(videos[0]).toHaveAttribute('width', '1280');
    expect(videos[0]).toHaveAttribute('height', '720');
    expect(screen.getByRole('list')).toBeInstanceOf(HTMLOListElement);
  });

  it('links the poster to an external video in a new tab when there is no file', () => {
    render(
      <BuilderPage
        page={pageOf([
          exampleNode(howToUse, 'how', {
            items: [
              {
                text: 'Setting up, step by step',
                poster: {
                  url: '/media/how-to-use-poster.webp',
                  alt: 'Setting up',
                  width: 1280,
                  height: 720,
                },
                movieExternalUrl: 'https://www.youtube.com/watch?v=abc',
              },
              {
                text: 'Poster only',
                poster: {
                  url: '/media/how-to-use-poster.webp',
                  alt: 'Poster only',
                  width: 1280,
                  height: 720,
                },
              },
            ],
          }),
        ])}
      />,
    );
    const link = screen.getByRole('link', { name: /Watch the video/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(link).getByRole('img', { name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster only' }).closest('a')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('knows the MIME type of every allowed video extension', () => {
    expect(ALLOWED_VIDEO_EXTENSIONS.map((ext) => videoMimeType(`/m/a.${ext}`))).not.toContain(
      undefined,
    );
    expect(videoMimeType('/m/clip.mov')).toBe('video/quicktime');
  });
});

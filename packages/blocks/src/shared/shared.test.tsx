import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test/fixtures';
import { BlockImage } from './block-image';
import { Button } from './button';
import { Markup } from './markup';

describe('Button', () => {
  it.each(['primary', 'secondary', 'tertiary', 'secondary-white'] as const)(
    'renders the %s variant as a link when it has an href',
    (variant) => {
      render(
        <Button variant={variant} href="/devices">
          Shop
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Shop' });
      expect(link).toHaveAttribute('href', '/devices');
      expect(link).toHaveClass('lb-button', `lb-button--${variant}`);
      expect(link).not.toHaveAttribute('rel');
    },
  );

  it('renders a <button type="button"> without an href', () => {
    render(<Button variant="primary">Play</Button>);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds the negative modifier only to the secondary variant', () => {
    render(
      <>
        <Button variant="secondary" negative href="/a">
          Negative
        </Button>
        <Button variant="primary" negative href="/b">
          Primary
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Negative' })).toHaveClass('lb-button--negative');
    expect(screen.getByRole('link', { name: 'Primary' })).not.toHaveClass('lb-button--negative');
  });

  it('gives external links rel="noopener" and new-tab links noreferrer too', () => {
    render(
      <>
        <Button href="https://example.org/guide">External</Button>
        <Button href="/devices" openInNewTab>
          New tab
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'External' })).toHaveAttribute('rel', 'noopener');
    const newTab = screen.getByRole('link', { name: 'New tab' });
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('BlockImage', () => {
  const image = { url: '/media/push-left.webp', alt: 'A pod kit' };

  it('always sets width, height and alt, using the fallback size when the image has none', () => {
    render(
      <BlockImage
        image={image}
        context={testContext({ index: 3 })}
        fallbackSize={{ width: 1200, height: 800 }}
      />,
    );
    const img = screen.getByRole('img', { name: 'A pod kit' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('renders decorative images with an empty alt', () => {
    const { container } = render(
      <BlockImage
        image={{ ...image, width: 10, height: 5 }}
        context={testContext()}
        fallbackSize={{ width: 1, height: 1 }}
        decorative
      />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '10');
  });

  it('prefixes media URLs with the media origin when one is configured', () => {
    render(
      <BlockImage
        image={image}
        context={{ ...testContext(), mediaBaseUrl: 'http://localhost:4000/' }}
        fallbackSize={{ width: 1, height: 1 }}
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost:4000/media/push-left.webp',
    );
  });

  it('renders nothing on the live site for a missing image and a placeholder in the editor', () => {
    const empty = { url: '', alt: '' };
    const { container } = render(
      <BlockImage image={empty} context={testContext()} fallbackSize={{ width: 1, height: 1 }} />,
    );
    expect(container).toBeEmptyDOMElement();
    render(
      <BlockImage
        image={empty}
        context={testContext({ mode: 'editor' })}
        fallbackSize={{ width: 1, height: 1 }}
      />,
    );
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  });

  describe('srcset of the likely LCP image', () => {
    const hero = { url: '/media/hero-home.webp', alt: '', width: 1600, height: 700 };
    const imageVariant = (src: string, width: number) => `/resized?url=${src}&w=${width}`;

    it('offers resized copies narrower than the file, then the file, with the sizes', () => {
      const { container } = render(
        <BlockImage
          image={hero}
          context={{ ...testContext(), imageVariant }}
          fallbackSize={{ width: 1, height: 1 }}
          sizes="100vw"
          decorative
        />,
      );
      const img = container.querySelector('img')!;
      expect(img).toHaveAttribute(
        'srcset',
        '/resized?url=/media/hero-home.webp&w=384 384w, /resized?url=/media/hero-home.webp&w=750 750w, /resized?url=/media/hero-home.webp&w=1080 1080w, /media/hero-home.webp 1600w',
      );
      expect(img).toHaveAttribute('sizes', '100vw');
      expect(img).toHaveAttribute('src', '/media/hero-home.webp');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    });

    it('offers only copies clearly narrower than the file: 384 for an 800 px photo', () => {
      const { container } = render(
        <BlockImage
          image={{ ...hero, url: '/media/device-pro.webp', width: 800, height: 800 }}
          context={{ ...testContext({ index: 4 }), imageVariant }}
          fallbackSize={{ width: 1, height: 1 }}
          sizes="50vw"
          aboveTheFold
        />,
      );
      expect(container.querySelector('img')!.getAttribute('srcset')).toBe(
        '/resized?url=/media/device-pro.webp&w=384 384w, /media/device-pro.webp 800w',
      );
    });

    it('writes no srcset below the fold, in the editor, without a resizer or a known width', () => {
      const cases = [
        { context: { ...testContext({ index: 2 }), imageVariant }, image: hero },
        { context: { ...testContext({ mode: 'editor' }), imageVariant }, image: hero },
        { context: testContext(), image: hero },
        { context: { ...testContext(), imageVariant }, image: { ...hero, width: undefined } },
        { context: { ...testContext(), imageVariant: () => undefined }, image: hero },
      ];
      for (const { context, image } of cases) {
        const { container, unmount } = render(
          <BlockImage
            image={image}
            context={context}
            fallbackSize={{ width: 1600, height: 700 }}
            sizes="100vw"
            decorative
          />,
        );
        const img = container.querySelector('img')!;
        expect(img).not.toHaveAttribute('srcset');
        expect(img).not.toHaveAttribute('sizes');
        unmount();
      }
    });
  });

  it('gives a missing background image the dark background placeholder, and only it', () => {
    const empty = { url: '', alt: '' };
    const editor = testContext({ mode: 'editor' });
    render(
      <>
        <BlockImage
          image={empty}
          context={editor}
          fallbackSize={{ width: 1, height: 1 }}
          background
          decorative
        />
        <BlockImage
          image={empty}
          context={editor}
          fallbackSize={{ width: 1, height: 1 }}
          decorative
        />
      </>,
    );
    const [background, icon] = screen.getAllByTestId('image-placeholder');
    expect(background).toHaveClass('lb-image-placeholder--background');
    expect(icon).not.toHaveClass('lb-image-placeholder--background');
  });
});

describe('Markup', () => {
  it('never lets script or inline handlers reach the DOM, even from unsanitised input', () => {
    const { container } = render(
      <Markup
        html={
          '<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src=x onerror="alert(3)">'
        }
        context={testContext()}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('Hello');
    expect(container.innerHTML).not.toContain('alert');
  });

  it('adds the store prefix to internal links and leaves external ones', () => {
    render(
      <Markup
        html={'<p><a href="/devices">Devices</a> <a href="https://example.org">Guide</a></p>'}
        context={testContext({ storeView: 'ie' })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/ie/devices');
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
  });
});

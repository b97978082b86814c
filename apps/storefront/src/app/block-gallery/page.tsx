import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { isBlockGalleryEnabled } from '@/config/env';
import {
  GALLERY_WIDTHS,
  galleryDefinitions,
  galleryFrameUrl,
} from '@/features/block-gallery/gallery-blocks';
import { GalleryFrame } from '@/features/block-gallery/gallery-frame';

/**
 * /__blocks: every block with its example props at the three builder breakpoints. Each width is
 * an iframe, so the blocks' own media queries apply as they would on a device of that width.
 */
export default async function BlockGalleryPage() {
  await connection();
  if (!isBlockGalleryEnabled()) notFound();
  const definitions = galleryDefinitions();
  return (
    <div className="ls-gallery">
      <header className="ls-gallery-header">
        <h1>Block gallery</h1>
        <p>
          {definitions.length} blocks at{' '}
          {GALLERY_WIDTHS.map((entry) => `${entry.width}px`).join(', ')}.
        </p>
        <nav aria-label="Blocks">
          <ul className="ls-gallery-index">
            {definitions.map((definition) => (
              <li key={definition.type}>
                <a href={`#${definition.type}`}>{definition.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {definitions.map((definition) => (
        <section
          key={definition.type}
          id={definition.type}
          className="ls-gallery-block"
          data-testid={`gallery:${definition.type}`}
        >
          <h2>
            {definition.label} <code>{definition.type}</code>
          </h2>
          <p className="ls-gallery-description">
            {definition.group} · version {definition.version} · {definition.description}
          </p>
          <div className="ls-gallery-frames">
            {GALLERY_WIDTHS.map(({ name, width }) => (
              <figure key={width} className="ls-gallery-figure">
                <figcaption>
                  {name} · {width}px
                </figcaption>
                <GalleryFrame
                  src={galleryFrameUrl(definition.type)}
                  width={width}
                  title={`${definition.label} at ${width}px`}
                />
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

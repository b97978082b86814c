'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { fillTemplate } from '@/features/i18n/fill-template';
import type { CatalogImage } from './product-model';

/** The gallery's words in the page's language, placeholders kept (ADR 0019). */
export interface GalleryText {
  /** "Image {{position}} of {{total}}" */
  imagePosition: string;
  /** "{{name}} images" */
  images: string;
  /** "Show image {{position}} of {{total}}: {{label}}" */
  showImage: string;
}

/**
 * The product's images: one large image and a row of thumbnails. Thumbnails are buttons (Tab,
 * Enter/Space); the arrow keys, Home and End move between them like a toolbar. Without
 * JavaScript the first image shows.
 */
export function ProductGallery({
  images,
  name,
  text,
}: {
  images: CatalogImage[];
  name: string;
  text: GalleryText;
}) {
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];
  if (!current) {
    return (
      <div className="ls-gallery" data-testid="product:gallery">
        <div className="ls-gallery-main ls-card-placeholder" role="img" aria-label={name} />
      </div>
    );
  }

  function show(next: number) {
    const bounded = (next + images.length) % images.length;
    setIndex(bounded);
    thumbnails.current[bounded]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  }

  return (
    <div className="ls-gallery" data-testid="product:gallery">
      <figure className="ls-gallery-main">
        <img
          src={current.url}
          alt={current.label}
          data-testid="product:gallery-image"
          fetchPriority="high"
        />
        {images.length > 1 ? (
          <figcaption className="ls-visually-hidden" aria-live="polite">
            {fillTemplate(text.imagePosition, { position: index + 1, total: images.length })}
          </figcaption>
        ) : null}
      </figure>
      {images.length > 1 ? (
        <div
          className="ls-gallery-thumbnails"
          aria-label={fillTemplate(text.images, { name })}
          role="toolbar"
          onKeyDown={onKeyDown}
        >
          {images.map((image, position) => (
            <button
              key={`${image.url}-${position}`}
              type="button"
              ref={(element) => {
                thumbnails.current[position] = element;
              }}
              aria-pressed={position === index}
              aria-label={fillTemplate(text.showImage, {
                position: position + 1,
                total: images.length,
                label: image.label,
              })}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setIndex(position)}
              data-testid="product:gallery-thumbnail"
            >
              <img src={image.url} alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

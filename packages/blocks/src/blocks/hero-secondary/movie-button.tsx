'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonStyle } from '../../shared/button';
import { PlayIcon } from '../../shared/icons';
import { videoEmbedUrl } from '../../shared/video';

export interface MovieButtonProps {
  text: string;
  variant: ButtonStyle;
  negative?: boolean;
  /** Uploaded video file (preferred) and its poster, already resolved against the media origin. */
  movieUrl: string;
  posterUrl?: string;
  /** YouTube or Vimeo link, used when there is no file. */
  movieExternalUrl: string;
  /** Accessible name of the player's close button, in the page's language. */
  closeLabel: string;
}

/**
 * A button that plays a video in a modal player: the uploaded file in a <video>, or a YouTube or
 * Vimeo link in their embedded player. Another external link simply opens in a new tab.
 * Escape, the close button and a click on the backdrop close it; focus returns to the button.
 */
export function MovieButton({
  text,
  variant,
  negative,
  movieUrl,
  posterUrl,
  movieExternalUrl,
  closeLabel,
}: MovieButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const embedUrl = movieUrl ? '' : videoEmbedUrl(movieExternalUrl);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const trigger = triggerRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      trigger?.querySelector<HTMLElement>('.lb-button')?.focus();
    };
  }, [open]);

  if (!movieUrl && !embedUrl) {
    // Not a player we can embed: a plain link to the video page.
    return movieExternalUrl ? (
      <Button variant={variant} negative={negative} href={movieExternalUrl} openInNewTab>
        {text}
      </Button>
    ) : null;
  }

  return (
    <span ref={triggerRef} className="lb-movie">
      <Button
        variant={variant}
        negative={negative}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        icon={<PlayIcon />}
      >
        {text}
      </Button>
      {open ? (
        <div
          className="lb-movie__backdrop"
          onClick={(event) => {
            if (event.target === event.currentTarget) setOpen(false);
          }}
        >
          <div
            className="lb-movie__dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
          >
            <div className="lb-movie__bar">
              <p id={titleId} className="lb-movie__title">
                {text}
              </p>
              <button
                ref={closeRef}
                type="button"
                className="lb-movie__close lb-close-button"
                aria-label={closeLabel}
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            {movieUrl ? (
              <video
                className="lb-movie__player"
                src={movieUrl}
                poster={posterUrl || undefined}
                controls
                autoPlay
                playsInline
                data-testid="movie-player"
              />
            ) : (
              <iframe
                className="lb-movie__player"
                src={embedUrl}
                title={text}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                data-testid="movie-player"
              />
            )}
          </div>
        </div>
      ) : null}
    </span>
  );
}

import { fileExtension, type VideoRef } from '@lumo/block-schema';
import { mediaUrl } from '../context';
import type { RenderContext } from '../types';

/** MIME types of SPEC §5's video extensions ("mow" is the spec's spelling of QuickTime's mov). */
const VIDEO_MIME_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  mow: 'video/quicktime',
  mov: 'video/quicktime',
};

export function videoMimeType(url: string): string | undefined {
  return VIDEO_MIME_TYPES[fileExtension(url)];
}

export interface NativeVideoProps {
  video: VideoRef;
  /** Poster image URL; falls back to the video's own poster. */
  poster?: string;
  /** Accessible name of the player. */
  label: string;
  context: Pick<RenderContext, 'mediaBaseUrl' | 'text'>;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * The browser's own player: controls, keyboard support and no JavaScript of ours. Nothing is
 * downloaded until the shopper presses play (preload="none"); the poster reserves the space.
 */
export function NativeVideo({
  video,
  poster,
  label,
  context,
  width = 1280,
  height = 720,
  className,
}: NativeVideoProps) {
  const src = mediaUrl(context, video.url);
  if (!src) return null;
  const posterSrc = mediaUrl(context, poster || video.poster);
  return (
    <video
      className={['lb-b-video', className].filter(Boolean).join(' ')}
      controls
      preload="none"
      playsInline
      poster={posterSrc || undefined}
      width={width}
      height={height}
      aria-label={label}
    >
      <source src={src} type={videoMimeType(video.url)} />
      <a href={src}>{context.text.downloadVideo}</a>
    </video>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { FRAME_HEIGHT_MESSAGE } from './frame-height-message';

/** An iframe at a fixed width that grows to the height its block reports. */
export function GalleryFrame({ src, width, title }: { src: string; width: number; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown };
      if (data?.type === FRAME_HEIGHT_MESSAGE && typeof data.height === 'number') {
        setHeight(Math.max(80, Math.ceil(data.height)));
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      className="ls-gallery-frame"
      src={src}
      width={width}
      height={height}
      title={title}
      loading="lazy"
    />
  );
}

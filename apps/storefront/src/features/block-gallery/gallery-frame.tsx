'use client';

import { useEffect, useRef, useState } from 'react';
import { FRAME_HEIGHT_MESSAGE } from './frame-height-message';

/** The frame's height for its document's, never below 80 px. */
const frameHeight = (documentHeight: number) => Math.max(80, Math.ceil(documentHeight));

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
        setHeight(frameHeight(data.height));
      }
    }
    window.addEventListener('message', onMessage);
    // The frame reports once when its code runs; if that was before this listener existed (the
    // gallery hydrates after its frames on a busy machine), the report is lost: read it here.
    measureLoadedFrame();
    return () => window.removeEventListener('message', onMessage);
  }, []);

  function measureLoadedFrame() {
    const document = frame.current?.contentDocument;
    if (!document || document.readyState !== 'complete' || document.URL === 'about:blank') return;
    setHeight(frameHeight(document.documentElement.scrollHeight));
  }

  return (
    <iframe
      ref={frame}
      className="ls-gallery-frame"
      src={src}
      width={width}
      height={height}
      title={title}
      loading="lazy"
      onLoad={measureLoadedFrame}
    />
  );
}

'use client';

import { useEffect } from 'react';
import { FRAME_HEIGHT_MESSAGE } from './frame-height-message';

/** Inside a gallery frame: tells the gallery the document's height whenever it changes. */
export function FrameHeightReporter() {
  useEffect(() => {
    if (window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: FRAME_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight },
        window.location.origin,
      );
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
  return null;
}

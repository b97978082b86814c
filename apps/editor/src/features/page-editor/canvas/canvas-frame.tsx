import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useElementSize } from '@mantine/hooks';
import { CANVAS_STYLES } from './canvas-styles';

interface CanvasFrameProps {
  /** Viewport width of the preview in px; undefined = the full width of the canvas area. */
  width?: number;
  title: string;
  children: ReactNode;
  /** Receives the iframe's window (keyboard shortcuts listen there too). */
  onFrameWindow?(frameWindow: Window | null): void;
}

/**
 * Renders the canvas into an iframe's document through a portal, so the blocks' own media
 * queries see the preview width (640 / 991 / 1200 / full). React state and Craft.js context stay
 * shared with the editor. The editor's stylesheets (Mantine, @lumo/blocks/styles.css) are copied
 * into the frame and kept in sync, since Vite adds styles as modules load.
 */
export function CanvasFrame({ width, title, children, onFrameWindow }: CanvasFrameProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!frame) return;
    let observer: MutationObserver | undefined;
    const setUp = () => {
      const frameDocument = frame.contentDocument;
      if (!frameDocument) return;
      frameDocument.open();
      frameDocument.write('<!doctype html><html lang="en"><head></head><body></body></html>');
      frameDocument.close();
      const canvasStyle = frameDocument.createElement('style');
      canvasStyle.textContent = CANVAS_STYLES;
      frameDocument.head.append(canvasStyle);
      observer = mirrorStyles(document, frameDocument);
      setBody(frameDocument.body);
      onFrameWindow?.(frame.contentWindow);
    };
    setUp();
    return () => {
      observer?.disconnect();
      onFrameWindow?.(null);
    };
  }, [frame, onFrameWindow]);

  // A preview wider than the canvas area is scaled down to fit instead of being squeezed:
  // the frame keeps the chosen width, so the blocks' media queries still see 1200px.
  const { ref: areaRef, width: areaWidth, height: areaHeight } = useElementSize();
  const scale = width && areaWidth > 0 && width > areaWidth ? areaWidth / width : 1;

  return (
    <div ref={areaRef} style={{ width: '100%', height: '100%', overflow: 'hidden' }}>
      <div
        style={{
          width: width ? width * scale : '100%',
          height: '100%',
          margin: '0 auto',
          position: 'relative',
        }}
      >
        <iframe
          ref={setFrame}
          title={title}
          className="pe-canvas-frame"
          data-testid="editor:canvas-frame"
          data-scale={scale < 1 ? scale.toFixed(2) : undefined}
          style={{
            width: width ? `${width}px` : '100%',
            height: scale < 1 && areaHeight > 0 ? `${areaHeight / scale}px` : '100%',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: 'top left',
            border: 0,
            display: 'block',
            background: '#fff',
            boxShadow: width ? '0 0 0 1px var(--mantine-color-gray-3)' : undefined,
          }}
        >
          {body ? createPortal(children, body) : null}
        </iframe>
      </div>
    </div>
  );
}

/** Copies the parent's <style> and stylesheet <link> elements into the frame, now and later. */
function mirrorStyles(source: Document, target: Document): MutationObserver {
  const copies = new Map<Node, Node>();
  const copy = (node: Node) => {
    if (copies.has(node)) return;
    if (
      node instanceof HTMLStyleElement ||
      (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
    ) {
      const clone = node.cloneNode(true);
      copies.set(node, clone);
      target.head.append(clone);
    }
  };
  source.head.childNodes.forEach(copy);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach(copy);
      mutation.removedNodes.forEach((node) => {
        const clone = copies.get(node);
        if (clone) {
          target.head.removeChild(clone);
          copies.delete(node);
        }
      });
      // Vite's dev server replaces a style's text on hot update.
      if (mutation.type === 'characterData' || mutation.target instanceof HTMLStyleElement) {
        const styleElement =
          mutation.target instanceof HTMLStyleElement
            ? mutation.target
            : mutation.target.parentNode;
        const clone = styleElement ? copies.get(styleElement) : undefined;
        if (clone && styleElement) clone.textContent = styleElement.textContent;
      }
    }
  });
  observer.observe(source.head, { childList: true, subtree: true, characterData: true });
  return observer;
}

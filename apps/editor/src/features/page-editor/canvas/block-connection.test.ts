// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { connectWhenNear, queueBlockElement, type EditorActions } from './block-connection';

/** A stand-in for IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    private readonly callback: (
      entries: Array<{ target: Element; isIntersecting: boolean }>,
    ) => void,
    readonly options: { root: unknown; rootMargin: string },
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting }]);
  }
}

/** An element in a document of its own whose window has the fake observer. */
function elementInFrame(): HTMLElement {
  const frameDocument = document.implementation.createHTMLDocument('canvas');
  Object.defineProperty(frameDocument, 'defaultView', {
    value: { IntersectionObserver: FakeObserver },
  });
  const element = frameDocument.createElement('div');
  frameDocument.body.append(element);
  return element;
}

describe('connectWhenNear', () => {
  it('connects a block only once it comes near the canvas viewport', () => {
    const element = elementInFrame();
    const connect = vi.fn();
    connectWhenNear(element, connect);
    const observer = FakeObserver.instances.at(-1)!;
    expect(observer.options).toEqual({ root: element.ownerDocument, rootMargin: '200% 0px' });

    observer.report(element, false);
    expect(connect).not.toHaveBeenCalled();
    observer.report(element, true);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(element)).toBe(false);
  });

  it('stops watching a block that goes away before it was connected', () => {
    const element = elementInFrame();
    const connect = vi.fn();
    const cleanUp = connectWhenNear(element, connect);
    const observer = FakeObserver.instances.at(-1)!;
    cleanUp();
    expect(observer.observed.has(element)).toBe(false);
    observer.report(element, true);
    expect(connect).not.toHaveBeenCalled();
  });

  it('connects at once where there is no IntersectionObserver', () => {
    const connect = vi.fn();
    connectWhenNear(document.createElement('div'), connect);
    expect(connect).toHaveBeenCalledTimes(1);
  });
});

describe('queueBlockElement', () => {
  it('gives the store the elements of all blocks queued in one task in a single dispatch', async () => {
    const state = {
      nodes: {
        'hero-a': { dom: null as HTMLElement | null },
        'hero-b': { dom: null as HTMLElement | null },
      },
    };
    const setState = vi.fn((update: (draft: typeof state) => void) => update(state));
    const actions = { history: { ignore: () => ({ setState }) } } as unknown as EditorActions;
    const a = document.createElement('div');
    const b = document.createElement('div');

    queueBlockElement(actions, 'hero-a', a);
    queueBlockElement(actions, 'hero-b', b);
    queueBlockElement(actions, 'deleted-meanwhile', document.createElement('div'));
    expect(setState).not.toHaveBeenCalled();
    await Promise.resolve();

    expect(setState).toHaveBeenCalledTimes(1);
    expect(state.nodes['hero-a'].dom).toBe(a);
    expect(state.nodes['hero-b'].dom).toBe(b);
  });
});

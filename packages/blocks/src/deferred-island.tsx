'use client';

import { Activity, lazy, Suspense, type ComponentType } from 'react';

/**
 * Islands whose markup the server renders and whose code loads after the page (ADR 0052): one
 * small loader shared by the storefront's islands and the blocks' islands. Imports nothing but
 * React (client-islands.test.ts).
 */

let gate: () => Promise<void> = () => Promise.resolve();

/**
 * Whether islands are rendered by the server and hydrated from its markup (the storefront's pages
 * and the block gallery: the default) or mounted by a browser app itself (the editor's canvas,
 * which says so with mountIslandsInBrowser): it decides their boundary (DeferredIsland below).
 */
let fromServerMarkup = true;

/**
 * What a deferred island waits for before it loads its code: by default nothing (the editor's
 * canvas, tests); the storefront sets its page's first interaction or idle moment.
 */
export function setIslandGate(wait: () => Promise<void>): void {
  gate = wait;
}

/**
 * For an app that renders islands in the browser without server markup (the editor's canvas):
 * call before it renders them. Each island then suspends alone while its code loads.
 */
export function mountIslandsInBrowser(): void {
  fromServerMarkup = false;
}

/** Islands whose code is still on its way; clicks on their buttons wait for them (below). */
let pendingIslands = 0;
/** Set by holdInputFromStart: the guard stays until the page is awake and a turn is over. */
let guardPinned = false;
/** Since when no island has been loading: an element still not hydrated later never will be. */
let settledSince: number | undefined;
/**
 * How long after the last island has settled a held element may still hydrate: React hydrates
 * an island whose code has arrived in slices, at idle priority. Past it, the element's island
 * failed (its code never came), and a held link is given back to the browser.
 */
export const FAILED_ISLAND_GRACE_MS = 1000;
/** A held link being given back to the browser: the guard lets that one click through. */
let handingBack: HTMLElement | undefined;

/** The previous island's load: the next one starts once it has settled (takeTurn). */
let previousLoad: Promise<unknown> = Promise.resolve();
/** A load that has not arrived by then (a stalled chunk request) no longer holds the next one. */
export const TURN_WAIT_LIMIT_MS = 1000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs one island's load after the one before it has arrived, in a task of its own. Loaded
 * together, all islands' chunks were appended in one task, their modules evaluated and React
 * hydrated and committed every island and ran their effects in one more: ~100 and ~130 ms at
 * Lighthouse's 4x CPU slowdown, blocking time the page's own start-up did not need (ADR 0059).
 * One at a time, each island is a task of its own that stays short. The storefront's
 * browser-only islands take their turns here too.
 */
export function takeTurn<T>(load: () => Promise<T>): Promise<T> {
  const before = Promise.race([previousLoad, delay(TURN_WAIT_LIMIT_MS)]);
  // delay(0): a new task, so what React renders and commits for the island before comes first.
  const loaded = before.then(() => delay(0)).then(load);
  previousLoad = loaded.catch(() => undefined);
  // Once an island's turn has come and gone and the page is awake, React has long reached the
  // page's islands, whose pending loads keep the guard: the pin (holdInputFromStart) can go.
  if (guardPinned) void previousLoad.then(() => gate()).then(unpinGuard, unpinGuard);
  return loaded;
}

let heldClicks: HTMLElement[] = [];
let clickGuard: ((event: MouseEvent) => void) | undefined;
/** Keys a widget answers itself (menus, tabs, accordions): held like clicks (below). */
const WIDGET_KEYS = new Set([
  'Enter',
  ' ',
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Escape',
]);
let heldKeys: { element: HTMLElement; init: KeyboardEventInit }[] = [];
let keyGuard: ((event: KeyboardEvent) => void) | undefined;
let replaying: ReturnType<typeof setInterval> | undefined;
/** How often and how long held clicks wait for their button to hydrate. */
const REPLAY_POLL_MS = 50;
const REPLAY_GIVE_UP_MS = 10_000;

/** The part of React's fiber that tells whether an element is in the committed tree. */
interface FiberLink {
  tag: number;
  flags: number;
  alternate: FiberLink | null;
  return: FiberLink | null;
}
/**
 * Whether React has hydrated the element and committed it. React attaches its fiber to the
 * element while it renders the hydration, which it does in slices at idle priority, so the fiber
 * alone is not enough: an event replayed between that render and its commit reaches a boundary
 * React still treats as dehydrated (a key's handler did not run: Enter opened a submenu without
 * moving the focus). As React's event system does, an element whose new fibers are still marked
 * placed or hydrating is not mounted yet. Self-contained (the e2e tests run it in the page).
 */
export function isHydrated(element: Element): boolean {
  // React's HostRoot fiber tag and its Placement | Hydrating flags (react-dom 19).
  const HOST_ROOT = 3;
  const PLACED_OR_HYDRATING = 0b1_0000_0000_0010;
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return false;
  let fiber: FiberLink | null = (element as unknown as Record<string, FiberLink>)[key] ?? null;
  // Fibers created by this render have no alternate yet: one of them still flagged means the
  // element's part of the tree has not been committed.
  while (fiber && !fiber.alternate) {
    if (fiber.flags & PLACED_OR_HYDRATING) return false;
    if (!fiber.return) return fiber.tag === HOST_ROOT;
    fiber = fiber.return;
  }
  while (fiber?.return) fiber = fiber.return;
  return fiber?.tag === HOST_ROOT;
}

/**
 * React drops a click on markup it has not hydrated yet (it cannot run a handler it has not
 * loaded); a link or a submit button still does its native job, but a plain button would do
 * nothing. While islands are loading, such clicks are held and replayed as soon as React has
 * hydrated their button, so a visitor's first click before the code arrives is not lost.
 */
function holdClicksOnDehydratedButtons(): void {
  if (clickGuard) return;
  clickGuard = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button, [role="button"]');
    if (!button || button === handingBack) return;
    // A link opened in a new tab or window (a modifier click) is the browser's job, as it
    // would be without JavaScript; replayed, it would be a plain click.
    if (isLink(button) && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      return;
    }
    if (isHydrated(button)) {
      // Clicked again once hydrated: that click counts, the held one is not replayed as well.
      heldClicks = heldClicks.filter((held) => held !== button);
      return;
    }
    // A submit button posts its form natively (the no-JavaScript path), as without this guard.
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return;
    event.preventDefault();
    event.stopPropagation();
    if (!heldClicks.includes(button)) heldClicks.push(button);
    replayWhenHydrated();
  };
  window.addEventListener('click', clickGuard, true);
  // A key on a widget that is not hydrated yet: Enter on a menu button must open its submenu AND
  // move the focus into it, which its keydown handler does, not its click handler. The key is
  // held (no native click either) and dispatched again once React has hydrated the element; a
  // held Enter or Space that nothing handled then clicks the button, as the browser would have.
  keyGuard = (event) => {
    if (!WIDGET_KEYS.has(event.key) || event.isComposing) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const widget = target?.closest<HTMLElement>(
      'button, [role="button"], [role="tab"], [role="menuitem"], [aria-expanded]',
    );
    if (!widget || widget !== target || isTextField(widget) || isHydrated(widget)) return;
    event.preventDefault();
    event.stopPropagation();
    heldKeys.push({
      element: widget,
      init: {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      },
    });
    replayWhenHydrated();
  };
  window.addEventListener('keydown', keyGuard, true);
}

/**
 * Puts the guard in place before the page hydrates (the storefront calls it as its island module
 * loads). Otherwise the first island's load installs it, when React's hydration reaches that
 * island: a key or click in between (a keyboard visitor's Enter on a menu button right after the
 * page loaded) reached markup React could not hydrate yet and was lost, or became a bare click.
 * Pinned until the page is awake and an island's turn is over (takeTurn), then released as
 * usual: once no island is loading and no held input waits.
 */
export function holdInputFromStart(): void {
  if (typeof window === 'undefined') return;
  guardPinned = true;
  holdClicksOnDehydratedButtons();
}

/** A field the visitor types in (a combobox is `aria-expanded`): its keys are the browser's. */
function isTextField(element: HTMLElement): boolean {
  return (
    element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement &&
      !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type))
  );
}

function isLink(element: HTMLElement): element is HTMLAnchorElement {
  return element instanceof HTMLAnchorElement && element.hasAttribute('href');
}

/**
 * Gives a held click (or Enter) on a link styled as a button back to the browser, which follows
 * the link as it would have without JavaScript. A plain button of an island that never arrived
 * has nothing native to do: its held input is dropped.
 */
function handBack(element: HTMLElement): void {
  if (!isLink(element)) return;
  handingBack = element;
  try {
    element.click();
  } finally {
    handingBack = undefined;
  }
}

function replayKey({ element, init }: { element: HTMLElement; init: KeyboardEventInit }): void {
  const handled = !element.dispatchEvent(new KeyboardEvent('keydown', init));
  const activates = init.key === 'Enter' || init.key === ' ';
  if (!handled && activates) element.click();
}

function replayWhenHydrated(): void {
  if (replaying) return;
  const started = Date.now();
  replaying = setInterval(() => {
    const now = Date.now();
    // Every island has settled a while ago and the element is still not hydrated: its island
    // failed, or it belongs to none.
    const settled =
      !guardPinned &&
      pendingIslands === 0 &&
      settledSince !== undefined &&
      now - settledSince > FAILED_ISLAND_GRACE_MS;
    const givenUp = settled || now - started > REPLAY_GIVE_UP_MS;
    const waiting: HTMLElement[] = [];
    for (const button of heldClicks) {
      if (!button.isConnected) continue;
      if (isHydrated(button)) button.click();
      else if (givenUp) handBack(button);
      else waiting.push(button);
    }
    heldClicks = waiting;
    // Keys in the order they were pressed: the first one still waiting stops the rest.
    const firstWaiting = heldKeys.findIndex(
      ({ element }) => element.isConnected && !isHydrated(element),
    );
    const ready = firstWaiting === -1 ? heldKeys : heldKeys.slice(0, firstWaiting);
    const dropped = givenUp && firstWaiting !== -1 ? heldKeys.slice(firstWaiting) : [];
    heldKeys = givenUp || firstWaiting === -1 ? [] : heldKeys.slice(firstWaiting);
    for (const key of ready) if (key.element.isConnected) replayKey(key);
    // Enter on a link is a click on it, for the browser too.
    for (const { element, init } of dropped) {
      if (element.isConnected && !isHydrated(element) && init.key === 'Enter') handBack(element);
    }
    if (heldClicks.length === 0 && heldKeys.length === 0) {
      clearInterval(replaying);
      replaying = undefined;
      releaseGuard();
    }
  }, REPLAY_POLL_MS);
}

function unpinGuard(): void {
  if (!guardPinned) return;
  guardPinned = false;
  releaseGuard();
}

function islandLoaded(): void {
  pendingIslands -= 1;
  if (pendingIslands === 0) settledSince = Date.now();
  releaseGuard();
}

/** The guard stays while an island is loading or a held click waits for its button. */
function releaseGuard(): void {
  if (guardPinned || pendingIslands > 0 || heldClicks.length > 0 || heldKeys.length > 0) return;
  if (!clickGuard) return;
  window.removeEventListener('click', clickGuard, true);
  clickGuard = undefined;
  if (keyGuard) window.removeEventListener('keydown', keyGuard, true);
  keyGuard = undefined;
}

/**
 * An island whose markup the server renders (links, forms and text work without JavaScript) and
 * whose behaviour loads after the page: its chunk is not among the HTML's scripts.
 * During hydration the lazy component suspends, so React keeps the server's markup as it is
 * (focus and typed text included) and hydrates it when the code has arrived, fetched once the
 * gate opens (the storefront's: the visitor's first interaction or an idle moment). On the server, and for a client navigation
 * after the code has loaded, it renders at once. `waitForGate: false` fetches the code as soon as
 * the page hydrates (islands a visitor uses at once, such as a product's Add to basket).
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { waitForGate?: boolean } = {},
): ComponentType<Props> {
  const waitForGate = options.waitForGate ?? true;
  const Lazy = lazy(async () => {
    const inBrowser = typeof window !== 'undefined';
    if (inBrowser) {
      pendingIslands += 1;
      settledSince = undefined;
      holdClicksOnDehydratedButtons();
    }
    try {
      if (!inBrowser) return { default: await load() };
      if (waitForGate) await gate();
      return { default: await takeTurn(load) };
    } catch (error) {
      // The server's markup stays as it is (links and forms keep working): the boundary stays
      // dehydrated rather than an error replacing it.
      console.error('An island failed to load', error);
      return new Promise<never>(() => {});
    } finally {
      if (inBrowser) islandLoaded();
    }
  });
  // Server-rendered and hydrated: an Activity boundary, not Suspense. While hydrating, React
  // leaves a dehydrated Activity's markup as the server rendered it (the lazy code suspends only
  // the island, the rest of the page hydrates), and on the server it has no fallback to stream
  // around: React's server renderer sends every Suspense boundary of over 500 bytes in a
  // document of over 12.8 KB after the page, in a hidden element that only a script moves into
  // place, so without JavaScript the header's menu, basket and search and the age question
  // were never shown. Mounted in the browser (the editor's canvas): Suspense, so the code's
  // arrival suspends the island alone. (A storefront client navigation waits for it instead.)
  function DeferredIsland(props: Props) {
    return fromServerMarkup ? (
      <Activity mode="visible">
        <Lazy {...props} />
      </Activity>
    ) : (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return DeferredIsland;
}

/** The parts of a mouse event (React's or the DOM's) that say how a link was clicked. */
export type ClickModifiers = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>;

/**
 * A plain left click: the shop may handle it in place (open a panel, navigate client-side).
 * Modified and other-button clicks keep the browser's link behaviour (new tab or window,
 * download).
 */
export function opensInPlace(event: ClickModifiers): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

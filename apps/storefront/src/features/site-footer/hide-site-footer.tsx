/**
 * Rendered by a page whose route hides the footer (isSiteFooterHiddenOn: the TRS routes). The
 * footer lives in the `[storeView]` layout, which cannot know the path without reading the
 * request (ADR 0014), so the page marks itself and site-footer.css hides the footer with
 * `:has()`: server-rendered, no JavaScript, no layout shift.
 */
export function HideSiteFooter() {
  return <span hidden data-hide-site-footer="" />;
}

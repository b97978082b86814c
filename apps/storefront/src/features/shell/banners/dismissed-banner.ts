/**
 * The warning banner's dismissal (SPEC §4 "active until dismissed"): localStorage holds the key of
 * the notice dismissed last (a hash of its content, so a new notice shows again). The inline
 * pre-paint script copies it onto <html> as this attribute.
 */
export const DISMISSED_BANNER_KEY = 'warningBannerDismissed';
export const DISMISSED_BANNER_ATTRIBUTE = 'data-dismissed-banner';

/** The CSS that hides one notice once <html> carries its key (keys are [A-Za-z0-9_-]). */
export function dismissedBannerCss(contentKey: string): string {
  if (!/^[\w-]{1,32}$/.test(contentKey)) return '';
  return `html[${DISMISSED_BANNER_ATTRIBUTE}="${contentKey}"] .ls-warning-banner[data-banner-key="${contentKey}"]{display:none}`;
}

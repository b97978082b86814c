/**
 * Constants of SPEC.md that belong to the page-builder. Strings are copied exactly
 * (including the spec's own spellings); each group names its SPEC section.
 */

/** SPEC §8: what a failed page-builder block renders instead of itself. */
export const BUILDER_BLOCK_ERROR_MESSAGE = 'Builder block error :( Check console for details';

/**
 * SPEC §5: allowed file extensions of image and video inputs. SPEC spells QuickTime "mow"; the
 * real extension is "mov" (what the api stores a QuickTime upload under), so both are accepted.
 */
export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'svg', 'webp'] as const;
export const ALLOWED_VIDEO_EXTENSIONS = [
  'mp4',
  'avi',
  'mov',
  'mow',
  'flv',
  'wmv',
  'webm',
  'mkv',
] as const;

/** SPEC §9: builder breakpoints (max widths, px) and the desktop breakpoint (min width, px). */
export const BUILDER_BREAKPOINTS = { small: 640, medium: 991, large: 1200 } as const;
export const DESKTOP_BREAKPOINT = 992;

/** SPEC §2.6: the three button styles; builder button variants add secondary-white (SPEC §3.1). */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary'] as const;
export const BUILDER_BUTTON_VARIANTS = ['primary', 'secondary', 'secondary-white'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type BuilderButtonVariant = (typeof BUILDER_BUTTON_VARIANTS)[number];

/** SPEC §3.1 WarningBannerBlock textAlign. */
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/** SPEC §3.1 / §9: HeroSecondary min height default. */
export const HERO_MIN_HEIGHT_DEFAULT = 600;

/** SPEC §2.6: default content links. */
export const DEFAULT_CONTENT_LINKS = [
  '/devices',
  '/eliquids',
  '/what-is-vaping',
  '/about-vaping/faq',
  '/devices/compact/pod-vape-starter-kit',
  '/eliquids/compact/2-pods',
] as const;

/** SPEC §9: nicotine strengths used in defaults, and the flavour grid's default unit (§3.1). */
export const NICOTINE_STRENGTHS = [0, 6, 12, 18] as const;
export const DEFAULT_VALUES_SIGN = 'mg/ml';

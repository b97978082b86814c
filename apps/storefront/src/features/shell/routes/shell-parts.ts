import { storeViewCodeSchema, type StoreViewCode } from '@lumo/block-schema';

/**
 * SPEC §2.2's header rules as one pure route table (ADR 0020):
 * - the checkout header on the checkout routes (SPEC §2.1 `/checkout...`), except Canada, which
 *   keeps the standard header there;
 * - no header on the exact TRS page route (`/trs/{formCode}`) and the TRS register-confirm route;
 * - the footer hidden on those two routes;
 * - the age barrier everywhere except the exact TRS page route.
 *
 * The `[storeView]` layout cannot read the request path (its pages are cached, ADR 0014), so the
 * proxy, which knows the path, writes the variant into the store view route param
 * (`/uk~checkout/checkout/cart`); the layout reads it back with `parseShellParam`. Each variant is
 * then its own cache entry and the pages stay identical for every visitor.
 */
export type ShellVariant = 'standard' | 'checkout' | 'trs-page' | 'trs-confirm';

export interface ShellParts {
  variant: ShellVariant;
  header: 'standard' | 'checkout' | 'none';
  footer: boolean;
  ageBarrier: boolean;
}

const PARTS: Record<ShellVariant, ShellParts> = {
  standard: { variant: 'standard', header: 'standard', footer: true, ageBarrier: true },
  checkout: { variant: 'checkout', header: 'checkout', footer: true, ageBarrier: true },
  'trs-page': { variant: 'trs-page', header: 'none', footer: false, ageBarrier: false },
  'trs-confirm': { variant: 'trs-confirm', header: 'none', footer: false, ageBarrier: true },
};

const TRS_CONFIRM_PATH = '/trs/register/confirm';
/** `/trs/{formCode}`: exactly one segment after /trs. */
const TRS_PAGE = /^\/trs\/[^/]+$/;
/** SPEC §2.1's checkout routes: /checkout and everything under it. */
const CHECKOUT = /^\/checkout(?:\/|$)/;

/** Store views that keep the standard header on checkout routes (SPEC §2.2: Canada). */
const STANDARD_HEADER_AT_CHECKOUT: ReadonlySet<StoreViewCode> = new Set(['ca']);

/** The variant of a decoded path inside a store view (trailing slash tolerated). */
export function shellVariantFor(storeView: StoreViewCode, path: string): ShellVariant {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalised === TRS_CONFIRM_PATH) return 'trs-confirm';
  if (TRS_PAGE.test(normalised)) return 'trs-page';
  if (CHECKOUT.test(normalised) && !STANDARD_HEADER_AT_CHECKOUT.has(storeView)) return 'checkout';
  return 'standard';
}

/** Which shell parts a page of a store view shows (header, footer, age barrier). */
export function shellPartsFor(storeView: StoreViewCode, path: string): ShellParts {
  return PARTS[shellVariantFor(storeView, path)];
}

export function shellPartsOfVariant(variant: ShellVariant): ShellParts {
  return PARTS[variant];
}

/** Separates the store view code from the variant in the route param. */
const VARIANT_SEPARATOR = '~';
const NON_STANDARD_VARIANTS = new Set<string>(['checkout', 'trs-page', 'trs-confirm']);

/** The `[storeView]` route param for a store view and variant (`uk`, `uk~checkout`). */
export function shellRouteParam(storeView: StoreViewCode, variant: ShellVariant): string {
  return variant === 'standard' ? storeView : `${storeView}${VARIANT_SEPARATOR}${variant}`;
}

/** Reads the `[storeView]` route param back; undefined for anything the proxy does not write. */
export function parseShellParam(
  value: string | undefined,
): { storeView: StoreViewCode; variant: ShellVariant } | undefined {
  if (value === undefined) return undefined;
  // The param may arrive percent-encoded ("%7E") from some Next.js code paths.
  const decoded = value.replace(/%7e/gi, VARIANT_SEPARATOR);
  const [code, variant, ...rest] = decoded.split(VARIANT_SEPARATOR);
  if (rest.length) return undefined;
  const parsed = storeViewCodeSchema.safeParse(code);
  if (!parsed.success) return undefined;
  if (variant === undefined) return { storeView: parsed.data, variant: 'standard' };
  if (!NON_STANDARD_VARIANTS.has(variant)) return undefined;
  return { storeView: parsed.data, variant: variant as ShellVariant };
}

/**
 * The proxy's rewrite target with the shell variant of the visitor's path: the leading
 * `/<store view>` segment of an internal path becomes `/<store view>~<variant>`.
 */
export function withShellVariant(
  internalPath: string,
  storeView: StoreViewCode,
  visitorPath: string,
): string {
  const variant = shellVariantFor(storeView, visitorPath);
  if (variant === 'standard') return internalPath;
  const prefix = `/${storeView}`;
  if (internalPath !== prefix && !internalPath.startsWith(`${prefix}/`)) return internalPath;
  return `/${shellRouteParam(storeView, variant)}${internalPath.slice(prefix.length)}`;
}

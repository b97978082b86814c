import { getStoreView, type StoreViewCode, type StoreViewDefinition } from '@lumo/block-schema';
import { parseShellParam } from '@/features/shell/routes/shell-parts';

/**
 * The store view of the `[storeView]` route param, validated (the proxy only ever puts a known
 * code there, optionally followed by the shell variant of the path: `uk~checkout`, ADR 0020).
 */
export function parseStoreViewParam(value: string | undefined): StoreViewCode | undefined {
  return parseShellParam(value)?.storeView;
}

/** The path inside the store view from the optional catch-all segments. */
export function pagePathFromSegments(segments: string[] | undefined): string {
  return segments?.length ? `/${segments.join('/')}` : '/';
}

/**
 * SPEC §2.2: page-level classes: a font class (a separate one for country GR, whose script the
 * default display font lacks) and a store class named by the lower-cased country id.
 */
export function storeBodyClassNames(view: StoreViewDefinition): string {
  const fontClass = view.countryId === 'GR' ? 'font-lumo-greek' : 'font-lumo';
  return ['ls-body', fontClass, view.countryId.toLowerCase()].join(' ');
}

export function storeViewOf(code: StoreViewCode): StoreViewDefinition {
  return getStoreView(code);
}

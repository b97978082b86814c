import {
  getStoreView,
  storeViewCodeSchema,
  type StoreViewCode,
  type StoreViewDefinition,
} from '@lumo/block-schema';

/** The `[storeView]` route param, validated (the proxy only ever puts a known code there). */
export function parseStoreViewParam(value: string | undefined): StoreViewCode | undefined {
  const parsed = storeViewCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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

import type { VariantModel, VariantOption } from './product-model';

/**
 * Choosing a configurable product's variant (flavour x strength). Pure functions shared by the
 * server render (no JavaScript: the chosen variant comes from the URL and plain links switch) and
 * the client island (the same links, followed without a reload).
 */

function firstAvailable(variants: readonly VariantModel[]): VariantModel | null {
  return variants.find((variant) => variant.stock.kind !== 'out-of-stock') ?? variants[0] ?? null;
}

function matches(variant: VariantModel, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([param, slug]) => variant.selection[param] === slug);
}

/**
 * The variant the URL asks for; when it asks for nothing, for an unknown value or for a
 * combination that does not exist, the first in-stock variant that keeps as much of the request
 * as possible (options are kept in order: flavour before strength).
 */
export function selectVariant(
  options: readonly VariantOption[],
  variants: readonly VariantModel[],
  query: Record<string, string | string[] | undefined>,
): VariantModel | null {
  const wanted: Record<string, string> = {};
  for (const option of options) {
    const raw = query[option.param];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value && option.values.some((candidate) => candidate.slug === value)) {
      wanted[option.param] = value;
    }
  }
  for (let kept = options.length; kept >= 0; kept -= 1) {
    const partial: Record<string, string> = {};
    for (const option of options.slice(0, kept)) {
      const slug = wanted[option.param];
      if (slug) partial[option.param] = slug;
    }
    const found = firstAvailable(variants.filter((variant) => matches(variant, partial)));
    if (found) return found;
  }
  return null;
}

export interface OptionChoice {
  slug: string;
  label: string;
  selected: boolean;
  /** The variant this choice leads to; null when the combination does not exist (disabled). */
  target: VariantModel | null;
}

/**
 * The choices of one option given the current variant. Choosing a value keeps the options before
 * it and, where the combination exists, the ones after it too; otherwise it takes the first
 * in-stock variant with that value. So the first option (flavour) is never disabled, and a
 * strength the chosen flavour lacks is.
 */
export function optionChoices(
  options: readonly VariantOption[],
  variants: readonly VariantModel[],
  current: VariantModel,
  optionIndex: number,
): OptionChoice[] {
  const option = options[optionIndex];
  if (!option) return [];
  const before = options.slice(0, optionIndex);
  return option.values.map((value) => {
    const fixed: Record<string, string> = { [option.param]: value.slug };
    for (const earlier of before) {
      const slug = current.selection[earlier.param];
      if (slug) fixed[earlier.param] = slug;
    }
    const candidates = variants.filter((variant) => matches(variant, fixed));
    const exact = candidates.find((variant) =>
      options.every(
        (other) =>
          other.param === option.param ||
          variant.selection[other.param] === current.selection[other.param],
      ),
    );
    return {
      slug: value.slug,
      label: value.label,
      selected: current.selection[option.param] === value.slug,
      target: exact ?? firstAvailable(candidates),
    };
  });
}

/** The query string that names a variant, in option order (`?flavour=peppermint&strength=12`). */
export function variantQueryString(
  options: readonly VariantOption[],
  variant: VariantModel,
): string {
  const params = new URLSearchParams();
  for (const option of options) {
    const slug = variant.selection[option.param];
    if (slug) params.set(option.param, slug);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

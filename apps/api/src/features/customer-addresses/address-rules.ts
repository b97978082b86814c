import type { StoreViewCode } from '@lumo/block-schema';
import { inputError, notFoundError } from '../../errors';
import { SHIPPING_COUNTRIES } from '../directory/directory-data';
import { fieldError } from '../customers/customer-inputs';

/** A bound on stored addresses per customer. */
export const MAX_ADDRESSES = 20;

export const addressNotFoundError = (id: number) =>
  notFoundError(`Could not find a address with ID "${id}"`);

export const tooManyAddressesError = () =>
  inputError(`A customer can keep at most ${MAX_ADDRESSES} addresses.`);

export const defaultAddressDeleteError = () =>
  inputError(
    'The default billing or shipping address can not be deleted. Choose another default first.',
    {
      field: 'id',
    },
  );

export interface ResolvedRegion {
  regionId: number | null;
  regionCode: string | null;
  region: string | null;
}

/**
 * The country must be one the store view ships to (the directory), and a region must be one of
 * that country's (matched by id or code) where the directory lists regions; elsewhere a region is
 * free text and has no id.
 */
export function resolveRegion(
  storeView: StoreViewCode,
  countryCode: string,
  region: { region_code?: string; region?: string; region_id?: number } | undefined,
  field = 'region',
): ResolvedRegion {
  const country = SHIPPING_COUNTRIES[storeView].find((candidate) => candidate.iso2 === countryCode);
  if (!country) throw fieldError('country_code', 'account.errors.invalidCountry');
  if (country.regions.length === 0) {
    if (region?.region_id !== undefined) throw fieldError(field, 'account.errors.invalidRegion');
    return {
      regionId: null,
      regionCode: region?.region_code ?? null,
      region: region?.region ?? null,
    };
  }
  const match = country.regions.find((candidate) =>
    region?.region_id !== undefined
      ? candidate.id === region.region_id
      : candidate.code.toUpperCase() === region?.region_code?.toUpperCase(),
  );
  if (!match) {
    throw fieldError(
      field,
      region ? 'account.errors.invalidRegion' : 'account.errors.regionRequired',
    );
  }
  return { regionId: match.id, regionCode: match.code, region: match.name };
}

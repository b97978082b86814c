import { describe, expect, it } from 'vitest';
import { addressSchemaFor } from './address';
import { isValidPostcode } from './postcodes';

const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  telephone: '+44 20 7946 0000',
  street: ['1 High Street', ''],
  city: 'London',
  postcode: 'ec1a 1bb',
  country_code: 'GB',
};

describe('addressSchemaFor', () => {
  it('normalises a valid address', () => {
    const result = addressSchemaFor('GB').parse(address);
    expect(result.postcode).toBe('EC1A 1BB');
    expect(result.street).toEqual(['1 High Street']);
  });

  it("checks the postcode against the country's format", () => {
    expect(isValidPostcode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostcode('CA', '12345')).toBe(false);
    expect(isValidPostcode('US', '90210-1234')).toBe(true);
    expect(isValidPostcode('CH', '8001')).toBe(true);
    expect(isValidPostcode('IE', 'D02 X285')).toBe(true);
    expect(isValidPostcode('GR', '10557')).toBe(true);
    expect(isValidPostcode('GB', '90210')).toBe(false);
    const result = addressSchemaFor('US').safeParse({
      ...address,
      country_code: 'US',
      postcode: 'SW1A 1AA',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'postcode',
      'region',
    ]);
  });

  it('needs a region where the country has them', () => {
    const ca = { ...address, country_code: 'CA', postcode: 'K1A 0B1' };
    expect(addressSchemaFor('CA').safeParse(ca).error?.issues[0]?.message).toBe(
      'account.errors.regionRequired',
    );
    expect(addressSchemaFor('CA').safeParse({ ...ca, region: { region_code: 'ON' } }).success).toBe(
      true,
    );
  });

  it('refuses a country other than the one it was built for, and more than three street lines', () => {
    expect(
      addressSchemaFor('GB').safeParse({ ...address, country_code: 'FR' }).error?.issues[0]?.path,
    ).toEqual(['country_code']);
    expect(
      addressSchemaFor('GB').safeParse({ ...address, street: ['a', 'b', 'c', 'd'] }).error
        ?.issues[0]?.message,
    ).toBe('account.errors.tooManyStreetLines');
  });
});

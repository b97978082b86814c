import { describe, expect, it } from 'vitest';
import { registrationSchemaFor } from './registration';
import { requiresIdCheck, requiresEmailConfirmation, ACCOUNT_RULES } from './store-view-rules';
import { STORE_VIEW_CODES } from '@lumo/block-schema';

const now = new Date('2026-06-01T12:00:00Z');

const basic = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng-pass',
  date_of_birth: '1990-04-02',
  policy_agreed: true,
};

const ukIdFields = {
  street: ['1 High Street'],
  city: 'London',
  postcode: 'sw1a 1aa',
  id_document_expiry: '2030-01-01',
  electoral_address: { street: ['1 High Street'], city: 'London', postcode: 'SW1A 1AA' },
  passport_number: '123 456 789',
};

function issues(storeView: Parameters<typeof registrationSchemaFor>[0], input: unknown) {
  const result = registrationSchemaFor(storeView, now).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('registrationSchemaFor', () => {
  it('keeps the ID-check rule in data: the UK asks for the ID fields, the others do not', () => {
    expect(requiresIdCheck('uk')).toBe(true);
    expect(requiresEmailConfirmation('uk')).toBe(true);
    expect(Object.keys(ACCOUNT_RULES).sort()).toEqual([...STORE_VIEW_CODES].sort());
    for (const code of STORE_VIEW_CODES.filter((code) => code !== 'uk')) {
      expect(requiresIdCheck(code)).toBe(false);
    }
  });

  it('accepts a basic registration outside the UK and drops ID fields there', () => {
    const result = registrationSchemaFor('gr', now).parse({
      ...basic,
      passport_number: 'AB123456',
    });
    expect(result.firstname).toBe('Ada');
    expect(result).not.toHaveProperty('passport_number');
    expect(result.id_check).toBe(false);
  });

  it('asks the UK for the address, the electoral address and an ID document', () => {
    expect(issues('uk', basic)).toEqual(
      expect.arrayContaining([
        'id_document_expiry:account.errors.required',
        'electoral_address:account.errors.required',
        'street:account.errors.required',
        'city:account.errors.required',
      ]),
    );
    const result = registrationSchemaFor('uk', now).parse({ ...basic, ...ukIdFields });
    expect(result.postcode).toBe('SW1A 1AA');
    expect(result.country_code).toBe('GB');
    expect(result.passport_number).toBe('123456789');
    expect(result.electoral_address?.country_code).toBe('GB');
  });

  it('needs a passport or a driving licence with its address in the UK', () => {
    const { passport_number: _passport, ...withoutDocument } = ukIdFields;
    expect(issues('uk', { ...basic, ...withoutDocument })).toEqual([
      'passport_number:account.errors.idDocumentRequired',
    ]);
    expect(
      issues('uk', { ...basic, ...withoutDocument, driving_licence_number: 'MORGA657054SM9IJ' }),
    ).toEqual(['driving_address:account.errors.required']);
  });

  it('refuses an expired ID document and a foreign electoral postcode', () => {
    expect(issues('uk', { ...basic, ...ukIdFields, id_document_expiry: '2026-05-31' })).toEqual([
      'id_document_expiry:account.errors.documentExpired',
    ]);
    expect(
      issues('uk', {
        ...basic,
        ...ukIdFields,
        electoral_address: { street: ['x'], city: 'y', postcode: '12345' },
      }),
    ).toEqual(['electoral_address.postcode:account.errors.invalidPostcode']);
  });

  it("applies the market's minimum age", () => {
    expect(issues('us', { ...basic, date_of_birth: '2006-01-01' })).toEqual([
      'date_of_birth:account.errors.tooYoung',
    ]);
    expect(issues('gr', { ...basic, date_of_birth: '2006-01-01' })).toEqual([]);
    expect(issues('gr', { ...basic, date_of_birth: '2008-06-02' })).toEqual([
      'date_of_birth:account.errors.tooYoung',
    ]);
    expect(issues('gr', { ...basic, date_of_birth: '2008-06-01' })).toEqual([]);
    expect(issues('gr', { ...basic, date_of_birth: '1990-02-30' })).toEqual([
      'date_of_birth:account.errors.invalidDate',
    ]);
  });

  it('takes the deprecated dob alias', () => {
    const { date_of_birth: _dob, ...rest } = basic;
    expect(
      registrationSchemaFor('ie', now).parse({ ...rest, dob: '1980-01-01' }).date_of_birth,
    ).toBe('1980-01-01');
  });

  it('names each bad field with an i18n key', () => {
    expect(
      issues('gr', {
        ...basic,
        email: 'nope',
        password: 'short',
        firstname: ' ',
        policy_agreed: false,
      }),
    ).toEqual([
      'firstname:account.errors.required',
      'email:account.errors.invalidEmail',
      'password:account.errors.passwordTooShort',
      'policy_agreed:account.errors.policyNotAgreed',
    ]);
    expect(issues('gr', { ...basic, password: 'alllowercase' })).toEqual([
      'password:account.errors.passwordTooWeak',
    ]);
    expect(issues('gr', { ...basic, firstname: '<script>' })).toEqual([
      'firstname:account.errors.invalidCharacters',
    ]);
  });

  it('validates an optional address as a whole and needs a country in the eu store view', () => {
    expect(
      issues('gr', { ...basic, street: ['Odos 1'], city: 'Athina', postcode: '105 57' }),
    ).toEqual([]);
    expect(issues('gr', { ...basic, street: ['Odos 1'] })).toEqual([
      'city:account.errors.required',
      'postcode:account.errors.required',
    ]);
    expect(
      issues('eu', { ...basic, street: ['Str 1'], city: 'Berlin', postcode: '10115' }),
    ).toEqual(['country_code:account.errors.invalidCountry']);
    expect(
      issues('eu', {
        ...basic,
        street: ['Str 1'],
        city: 'Berlin',
        postcode: '10115',
        country_code: 'de',
      }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_PARTS,
  composeDate,
  composeDateFields,
  EXPIRY_DATE_PARTS,
  splitIsoDate,
} from './date-parts';
import { formSchema } from './form-schemas';

describe('composeDate (day, month, year -> YYYY-MM-DD)', () => {
  it('pads day and month, with or without leading zeros, and trims spaces', () => {
    expect(composeDate({ day: '7', month: '5', year: '1990' })).toEqual({
      ok: true,
      value: '1990-05-07',
    });
    expect(composeDate({ day: '07', month: '05', year: '1990' })).toEqual({
      ok: true,
      value: '1990-05-07',
    });
    expect(composeDate({ day: ' 17 ', month: '12 ', year: ' 2001' })).toEqual({
      ok: true,
      value: '2001-12-17',
    });
  });

  it('leaves an all-blank date out (the schema decides whether one is required)', () => {
    expect(composeDate({ day: '', month: ' ', year: undefined })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('names the missing part', () => {
    expect(composeDate({ day: '', month: '5', year: '1990' })).toEqual({
      ok: false,
      message: 'account.errors.dateMissingDay',
      part: 'day',
    });
    expect(composeDate({ day: '7', month: '', year: '1990' })).toMatchObject({
      message: 'account.errors.dateMissingMonth',
      part: 'month',
    });
    expect(composeDate({ day: '7', month: '5', year: '' })).toMatchObject({
      message: 'account.errors.dateMissingYear',
      part: 'year',
    });
  });

  it('refuses two-digit (and other non-four-digit) years', () => {
    expect(composeDate({ day: '7', month: '5', year: '90' })).toEqual({
      ok: false,
      message: 'account.errors.yearFourDigits',
      part: 'year',
    });
    expect(composeDate({ day: '7', month: '5', year: '01990' })).toMatchObject({
      message: 'account.errors.yearFourDigits',
    });
  });

  it('refuses letters, signs and out-of-range parts', () => {
    expect(composeDate({ day: '7', month: 'May', year: '1990' })).toEqual({
      ok: false,
      message: 'account.errors.dateNotNumbers',
      part: 'month',
    });
    expect(composeDate({ day: '-1', month: '5', year: '1990' })).toMatchObject({
      message: 'account.errors.dateNotNumbers',
      part: 'day',
    });
    expect(composeDate({ day: '32', month: '5', year: '1990' })).toMatchObject({
      message: 'account.errors.invalidDate',
      part: 'day',
    });
    expect(composeDate({ day: '0', month: '5', year: '1990' })).toMatchObject({ part: 'day' });
    expect(composeDate({ day: '007', month: '5', year: '1990' })).toMatchObject({ part: 'day' });
    expect(composeDate({ day: '1', month: '13', year: '1990' })).toMatchObject({
      message: 'account.errors.invalidDate',
      part: 'month',
    });
  });

  it('composes an impossible date like 31/02 as typed; the shared schema refuses it', () => {
    expect(composeDate({ day: '31', month: '2', year: '1990' })).toEqual({
      ok: true,
      value: '1990-02-31',
    });
  });
});

describe('composeDateFields / splitIsoDate', () => {
  it('replaces the parts by the composed fields, drops blank and broken dates', () => {
    const composed = composeDateFields(
      {
        firstname: 'Ada',
        day: '2',
        month: '4',
        year: '1990',
        expiryDay: '',
        expiryMonth: '1',
        expiryYear: '2031',
      },
      { date_of_birth: BIRTH_DATE_PARTS, id_document_expiry: EXPIRY_DATE_PARTS },
    );
    expect(composed.values).toEqual({ firstname: 'Ada', date_of_birth: '1990-04-02' });
    expect(composed.errors).toEqual({
      id_document_expiry: { message: 'account.errors.dateMissingDay', part: 'day' },
    });
  });

  it('splits a stored date into the parts shown', () => {
    expect(splitIsoDate('1990-05-17', BIRTH_DATE_PARTS)).toEqual({
      day: '17',
      month: '05',
      year: '1990',
    });
    expect(splitIsoDate(null, EXPIRY_DATE_PARTS)).toEqual({
      expiryDay: '',
      expiryMonth: '',
      expiryYear: '',
    });
  });
});

describe('the registration schema with composed dates', () => {
  const thisYear = new Date().getUTCFullYear();
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@lumo.test',
    password: 'Correct-Horse-9',
    passwordConfirm: 'Correct-Horse-9',
    policy_agreed: true,
    day: '17',
    month: '5',
    year: '1990',
  };
  const dates = { date_of_birth: BIRTH_DATE_PARTS };
  const issuesOf = (storeView: string, values: Record<string, unknown>, dateFields = dates) => {
    const result = formSchema('register', storeView, dateFields).safeParse(values);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts a valid date of birth', () => {
    expect(issuesOf('ie', valid)).toEqual([]);
  });

  it('reports a blank date as required, a missing part at that part', () => {
    expect(issuesOf('ie', { ...valid, day: '', month: '', year: '' })).toEqual([
      ['date_of_birth', 'account.errors.required'],
    ]);
    expect(issuesOf('ie', { ...valid, month: '' })).toEqual([
      ['date_of_birth.month', 'account.errors.dateMissingMonth'],
    ]);
    expect(issuesOf('ie', { ...valid, year: '90' })).toEqual([
      ['date_of_birth.year', 'account.errors.yearFourDigits'],
    ]);
  });

  it('refuses 31/02 and 29/02 of a common year, accepts 29/02 of a leap year', () => {
    expect(issuesOf('ie', { ...valid, day: '31', month: '02' })).toEqual([
      ['date_of_birth', 'account.errors.invalidDate'],
    ]);
    expect(issuesOf('ie', { ...valid, day: '29', month: '2', year: '1990' })).toEqual([
      ['date_of_birth', 'account.errors.invalidDate'],
    ]);
    expect(issuesOf('ie', { ...valid, day: '29', month: '2', year: '1992' })).toEqual([]);
  });

  it('refuses someone under age and a date in the future', () => {
    expect(issuesOf('ie', { ...valid, year: String(thisYear - 10) })).toEqual([
      ['date_of_birth', 'account.errors.tooYoung'],
    ]);
    expect(issuesOf('ie', { ...valid, year: String(thisYear + 1) })).toEqual([
      ['date_of_birth', 'account.errors.dateInFuture'],
    ]);
  });

  it('uk: composes the ID document expiry and refuses an expired document', () => {
    const ukDates = { date_of_birth: BIRTH_DATE_PARTS, id_document_expiry: EXPIRY_DATE_PARTS };
    const uk = {
      ...valid,
      street: ['10 Downing Street'],
      city: 'London',
      postcode: 'SW1A 2AA',
      electoral_address: { street: ['10 Downing Street'], city: 'London', postcode: 'SW1A 2AA' },
      passport_number: '123456789',
      expiryDay: '31',
      expiryMonth: '1',
      expiryYear: String(thisYear + 5),
    };
    expect(issuesOf('uk', uk, ukDates)).toEqual([]);
    expect(issuesOf('uk', { ...uk, expiryYear: '2020' }, ukDates)).toEqual([
      ['id_document_expiry', 'account.errors.documentExpired'],
    ]);
    expect(
      issuesOf('uk', { ...uk, expiryDay: '', expiryMonth: '', expiryYear: '' }, ukDates),
    ).toEqual([['id_document_expiry', 'account.errors.required']]);
  });

  it('details: a blank date of birth is no change, a broken one an error', () => {
    const details = { firstname: 'Ada', lastname: 'Lovelace' };
    const check = (values: Record<string, unknown>) => {
      const result = formSchema('details', '', dates).safeParse(values);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(check({ ...details, day: '', month: '', year: '' })).toEqual([]);
    expect(check({ ...details, day: '30', month: '2', year: '1990' })).toEqual(['date_of_birth']);
    expect(check({ ...details, day: '3', month: '2', year: '' })).toEqual(['date_of_birth.year']);
  });
});

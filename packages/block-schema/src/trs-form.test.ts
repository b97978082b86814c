import { describe, expect, it } from 'vitest';
import {
  parseTrsFormDefinition,
  TRS_MESSAGES,
  trsFormCodeSchema,
  trsFormDefinitionSchema,
  trsValuesSchemaFor,
  type TrsFormDefinition,
} from './trs-form';

const form: TrsFormDefinition = trsFormDefinitionSchema.parse({
  title: 'Retailer registration',
  fields: [
    { name: 'company', label: 'Company', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel' },
    {
      name: 'shopType',
      label: 'Shop type',
      type: 'select',
      required: true,
      options: [
        { value: 'vape', label: 'Vape shop' },
        { value: 'convenience', label: 'Convenience store' },
      ],
    },
    { name: 'terms', label: 'I accept the terms', type: 'checkbox', required: true },
  ],
});

describe('TRS form definitions', () => {
  it('refuses a select without options, repeated names and unknown types', () => {
    const bad = (fields: unknown[]) =>
      trsFormDefinitionSchema.safeParse({ title: 'x', fields }).success;
    expect(bad([{ name: 'a', label: 'A', type: 'select' }])).toBe(false);
    expect(
      bad([
        { name: 'a', label: 'A', type: 'text' },
        { name: 'a', label: 'B', type: 'text' },
      ]),
    ).toBe(false);
    expect(bad([{ name: 'a', label: 'A', type: 'file' }])).toBe(false);
    expect(bad([{ name: 'a', label: 'A', type: 'text' }])).toBe(true);
  });

  it('reads a definition from block JSON, and nothing from broken JSON', () => {
    expect(parseTrsFormDefinition(JSON.stringify(form))?.fields).toHaveLength(5);
    expect(parseTrsFormDefinition('{not json')).toBeUndefined();
    expect(parseTrsFormDefinition('{"title":"x","fields":[]}')).toBeUndefined();
  });

  it('accepts form codes of lower-case letters, digits, - and _ only', () => {
    expect(trsFormCodeSchema.safeParse('retailer').success).toBe(true);
    expect(trsFormCodeSchema.safeParse('../retailer').success).toBe(false);
    expect(trsFormCodeSchema.safeParse('Retailer').success).toBe(false);
  });
});

describe('trsValuesSchemaFor', () => {
  const schema = trsValuesSchemaFor(form);
  const valid = {
    company: ' Corner Shop Ltd ',
    email: 'owner@corner.test',
    phone: '+44 20 7946 0000',
    shopType: 'vape',
    terms: true,
  };

  it('accepts a complete submission and trims text', () => {
    const parsed = schema.parse(valid);
    expect(parsed.company).toBe('Corner Shop Ltd');
  });

  it('names the field and the message key of each problem', () => {
    const result = schema.safeParse({
      company: '  ',
      email: 'nope',
      phone: 'call me',
      shopType: 'garage',
      terms: false,
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      company: TRS_MESSAGES.required,
      email: TRS_MESSAGES.email,
      phone: TRS_MESSAGES.tel,
      shopType: TRS_MESSAGES.option,
      terms: TRS_MESSAGES.required,
    });
  });

  it('refuses fields the form does not define and over-long text', () => {
    expect(schema.safeParse({ ...valid, extra: 'x' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, company: 'x'.repeat(501) }).success).toBe(false);
  });

  it('lets optional fields be left out', () => {
    const { phone: _phone, ...rest } = valid;
    expect(schema.parse(rest).phone).toBe('');
  });
});

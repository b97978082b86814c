import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}));

const { registrationGroups } = await import('./register-view');

const t = ((key: string) => key) as Parameters<typeof registrationGroups>[0];

describe('registration form dates (SPEC §3.2)', () => {
  it('asks for the date of birth as day, month and year, with birthday autocomplete', () => {
    const fields = registrationGroups(t, 'ie').flatMap((group) => group.fields);
    const dob = fields.find((field) => field.name === 'date_of_birth');
    expect(dob).toMatchObject({
      type: 'date',
      required: true,
      autoComplete: 'bday',
      dateParts: { day: 'day', month: 'month', year: 'year' },
    });
    expect(fields.some((field) => field.name === 'id_document_expiry')).toBe(false);
  });

  it('uk (ID check): the document expiry as expiryDay, expiryMonth and expiryYear', () => {
    const fields = registrationGroups(t, 'uk').flatMap((group) => group.fields);
    expect(fields.find((field) => field.name === 'id_document_expiry')).toMatchObject({
      type: 'date',
      required: true,
      autoComplete: 'off',
      dateParts: { day: 'expiryDay', month: 'expiryMonth', year: 'expiryYear' },
    });
  });
});

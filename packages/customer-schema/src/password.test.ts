import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES_EN, customerMessageEn } from './messages';
import { passwordSchema } from './password';
import { customerUpdateSchema } from './customer-update';
import { newsletterEmailSchema, newsletterLinkSchema } from './newsletter';

describe('passwordSchema', () => {
  it("follows Magento's defaults: 8 characters, 3 character classes, bounded", () => {
    expect(passwordSchema.safeParse('Abcdefg1').success).toBe(true);
    expect(passwordSchema.safeParse('Abcdef1').error?.issues[0]?.message).toBe(
      'account.errors.passwordTooShort',
    );
    expect(passwordSchema.safeParse('abcdefgh1').error?.issues[0]?.message).toBe(
      'account.errors.passwordTooWeak',
    );
    expect(passwordSchema.safeParse(`Aa1${'x'.repeat(300)}`).error?.issues[0]?.message).toBe(
      'account.errors.passwordTooLong',
    );
  });
});

describe('messages', () => {
  it('has English text for every key and keeps unknown messages', () => {
    for (const key of Object.keys(CUSTOMER_MESSAGES_EN))
      expect(key).toMatch(/^account\.errors\.[a-zA-Z]+$/);
    expect(customerMessageEn('account.errors.required')).toBe('This is a required field.');
    expect(customerMessageEn('something else')).toBe('something else');
  });
});

describe('customerUpdateSchema', () => {
  it('takes partial updates, the dob alias and preferences, and refuses an emptied name', () => {
    expect(customerUpdateSchema.parse({ dob: '1980-02-03', text_preference: true })).toEqual({
      date_of_birth: '1980-02-03',
      text_preference: true,
    });
    expect(customerUpdateSchema.safeParse({ firstname: '' }).error?.issues[0]?.path).toEqual([
      'firstname',
    ]);
    expect(customerUpdateSchema.safeParse({ gender: 7 }).error?.issues[0]?.message).toBe(
      'account.errors.invalidGender',
    );
  });
});

describe('newsletter', () => {
  it('validates the email and the link parameters', () => {
    expect(newsletterEmailSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
    expect(newsletterEmailSchema.safeParse({ email: 'a@' }).success).toBe(false);
    expect(newsletterLinkSchema.parse({ id: '12', code: 'abc_DEF-1' })).toEqual({
      id: 12,
      code: 'abc_DEF-1',
    });
    expect(newsletterLinkSchema.safeParse({ id: '0', code: 'x' }).success).toBe(false);
    expect(newsletterLinkSchema.safeParse({ id: '1', code: 'a b' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { setPasswordSchema } from '../accounts/account-forms';
import { changeOwnPasswordSchema } from './login-schema';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('new password schemas', () => {
  it("refuses a repeat that differs, at the repeat, in both an admin's and one's own form", () => {
    expect(
      issuesOf(
        setPasswordSchema.safeParse({ newPassword: 'long enough pass', confirmPassword: 'other' }),
      ),
    ).toEqual([['confirmPassword', 'The passwords do not match']]);
    expect(
      issuesOf(
        changeOwnPasswordSchema.safeParse({
          currentPassword: 'the old one',
          newPassword: 'long enough pass',
          confirmPassword: 'long enough pasS',
        }),
      ),
    ).toEqual([['confirmPassword', 'The passwords do not match']]);
  });

  it('accepts a matching pair, and refuses keeping the current password', () => {
    expect(
      setPasswordSchema.safeParse({
        newPassword: 'long enough pass',
        confirmPassword: 'long enough pass',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        changeOwnPasswordSchema.safeParse({
          currentPassword: 'long enough pass',
          newPassword: 'long enough pass',
          confirmPassword: 'long enough pass',
        }),
      ),
    ).toEqual([['newPassword', 'Choose a password different from the current one']]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  completeInformationSchema,
  loginSchema,
  normalizeMobile,
  registerSchema,
  updateProfileSchema,
} from '@/shared/schemas/accounts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('normalizeMobile', () => {
  it.each([
    ['09123456789', '+989123456789'],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '+989123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '+989123456789'],
    ['+98 (912) 345-6789', '+989123456789'],
    ['0098 912 345 6789', '+989123456789'],
    ['9123456789', '+989123456789'],
    ['+1 415 555 2671', '+14155552671'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each(['', '12345', '0912345678', '+0 123 456 789', 'phone', '091234567890'])('refuses %j', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});

describe('account schemas', () => {
  const valid = {
    username: ' New_User.1 ',
    email: ' New@Example.COM ',
    password: 'long enough',
    password_confirmation: 'long enough',
    terms_and_conditions: true,
  };

  it('lowercases and trims the identity fields', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed).toMatchObject({ username: 'new_user.1', email: 'new@example.com' });
    expect(loginSchema.parse({ login: ' Someone@Example.com ', password: 'x' }).login).toBe('someone@example.com');
  });

  it('reports every problem at once, with message keys', () => {
    const result = registerSchema.safeParse({ ...valid, username: 'ab', password_confirmation: 'different', terms_and_conditions: false });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        'username:validation.string.min',
        'terms_and_conditions:validation.accepted',
        'password_confirmation:validation.confirmed',
      ]),
    );
  });

  it('refuses a password equal to the username or e-mail, whatever the case', () => {
    const result = registerSchema.safeParse({ ...valid, password: 'NEW_USER.1', password_confirmation: 'NEW_USER.1' });
    expect(issues(result)).toEqual(['password:validation.passwordSameAsIdentity']);
  });

  it('needs current_password and a confirmation for a new password', () => {
    expect(issues(updateProfileSchema.safeParse({ password: 'new password' })).sort()).toEqual([
      'current_password:validation.required',
      'password_confirmation:validation.confirmed',
    ]);
    expect(updateProfileSchema.safeParse({ firstname: 'Ali' }).success).toBe(true);
  });

  it('requires the name on the complete-information form, and a mobile only to be a number when given', () => {
    expect(issues(completeInformationSchema.safeParse({ firstname: ' ', mobile: 'abc' })).sort()).toEqual([
      'firstname:validation.required',
      'lastname:validation.required',
      'mobile:validation.string.mobile',
    ]);
    expect(completeInformationSchema.parse({ firstname: 'Ali', lastname: 'Rezaei', mobile: '۰۹۱۲۳۴۵۶۷۸۹' }).mobile).toBe('+989123456789');
    expect(completeInformationSchema.parse({ firstname: 'Ali', lastname: 'Rezaei', mobile: '' })).toEqual({ firstname: 'Ali', lastname: 'Rezaei' });
  });
});

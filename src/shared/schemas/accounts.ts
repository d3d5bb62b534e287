import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { toLatinDigits } from '@/shared/text/normalize';

/**
 * Account forms, shared by the dialogs and the API. Messages are message keys, localized by the
 * form and by the API's 422 mapper. Zod only: nothing here may import server code.
 */

const text = z.string({
  error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.string.type'),
});

const required = () => text.trim().min(1, 'validation.required');

/** Empty optional text means "not given" (forms send '' for an untouched input). */
const optionalText = (max: number) =>
  text
    .trim()
    .max(max, 'validation.string.max')
    .optional()
    .transform((value) => (value ? value : undefined));

export const usernameField = text
  .trim()
  .toLowerCase()
  .min(3, 'validation.string.min')
  .max(32, 'validation.string.max')
  .regex(/^[a-z0-9_.]+$/, 'validation.string.pattern');

export const emailField = text
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.string.max')
  .pipe(z.email({ error: 'validation.string.email' }));

// Upper bound keeps argon2 from being fed megabytes.
export const passwordField = text.min(8, 'validation.string.min').max(128, 'validation.string.max');

/**
 * Iranian mobiles (09…, 9…, +98…, 0098…) become `+989XXXXXXXXX`; other international numbers
 * (+… or 00…) become `+<digits>`. Persian and Arabic digits, spaces, dashes and brackets are accepted.
 */
export function normalizeMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s\-().]/g, '');
  const iranian = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  if (iranian) return `+98${iranian[1]}`;
  const international = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  if (international) return `+${international[1]}`;
  return null;
}

function mobileNumber(value: string, context: z.RefinementCtx): string {
  const normalized = normalizeMobile(value);
  if (normalized) return normalized;
  context.addIssue({ code: 'custom', message: 'validation.string.mobile' });
  return z.NEVER;
}

export const mobileField = required().transform(mobileNumber);

export const nameField = required().pipe(z.string().max(60, 'validation.string.max'));

function sameAsIdentity(password: unknown, ...identities: unknown[]): boolean {
  if (typeof password !== 'string') return false;
  const lowered = password.trim().toLowerCase();
  return identities.some((identity) => typeof identity === 'string' && identity.length > 0 && identity.toLowerCase() === lowered);
}

/**
 * Cross-field checks run even when a field failed, so the form shows every problem at once; the
 * check itself must therefore cope with values that did not parse.
 */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password: passwordField,
    password_confirmation: text,
    firstname: optionalText(60),
    lastname: optionalText(60),
    terms_and_conditions: z.literal(true, { error: 'validation.accepted' }),
  })
  .superRefine((input, context) => {
    if (typeof input.password === 'string' && input.password !== input.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.confirmed' });
    }
    if (sameAsIdentity(input.password, input.username, input.email)) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordSameAsIdentity' });
    }
  }, always);
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * The names a sign-in may carry its account under: SPEC §3's `email` and `username` (what
 * Laravel-style clients send), and `login`, which this app's own form uses. The first one present wins.
 */
export const LOGIN_FIELDS = ['login', 'email', 'username'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** E-mail or username; both are stored lowercased. */
const loginIdentifier = text.trim().toLowerCase().max(254, 'validation.string.max').optional();

export const loginSchema = z
  .object({
    login: loginIdentifier,
    email: loginIdentifier,
    username: loginIdentifier,
    password: text.min(1, 'validation.required').max(128, 'validation.string.max'),
  })
  .superRefine((input, context) => {
    const field = loginFieldOf(input);
    // A value of the wrong type already has its own issue under that field.
    if (input[field] === undefined || input[field] === '') context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  }, always);
export type LoginInput = z.infer<typeof loginSchema>;

/** The field the client named its account in, so a 422 lands where the client looks for it. */
export function loginFieldOf(input: Partial<Record<LoginField, unknown>>): LoginField {
  return LOGIN_FIELDS.find((field) => input[field] !== undefined) ?? 'login';
}

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    email: emailField,
    token: required().pipe(z.string().max(200, 'validation.string.max')),
    password: passwordField,
    password_confirmation: text,
  })
  .superRefine((input, context) => {
    if (typeof input.password === 'string' && input.password !== input.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.confirmed' });
    }
    if (sameAsIdentity(input.password, input.email)) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordSameAsIdentity' });
    }
  }, always);
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const verifyEmailSchema = z.object({ token: required().pipe(z.string().max(200, 'validation.string.max')) });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** A site-relative upload path (the upload endpoint returns it); null removes the avatar. */
const avatarField = text
  .trim()
  .max(500, 'validation.string.max')
  .regex(/^\/[A-Za-z0-9_\-./]+$/, 'validation.string.pattern')
  .refine((value) => !value.includes('..'), 'validation.string.pattern')
  .nullable();

/**
 * Every field optional: only what is sent changes. A new e-mail or password needs
 * `current_password`; a new password also needs `password_confirmation`.
 */
export const updateProfileSchema = z
  .object({
    firstname: nameField.optional(),
    lastname: nameField.optional(),
    mobile: mobileField.optional(),
    bio: text.trim().max(1000, 'validation.string.max').nullable().optional(),
    locale: z.enum(locales, { error: 'validation.oneOf' }).optional(),
    avatar: avatarField.optional(),
    email: emailField.optional(),
    password: passwordField.optional(),
    password_confirmation: text.optional(),
    current_password: text.max(128, 'validation.string.max').optional(),
  })
  .superRefine((input, context) => {
    if (input.password !== undefined) {
      if (typeof input.password === 'string' && input.password !== input.password_confirmation) {
        context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.confirmed' });
      }
      if (!input.current_password) {
        context.addIssue({ code: 'custom', path: ['current_password'], message: 'validation.required' });
      }
    }
  }, always);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The complete-information page (SPEC §2): the name makes a profile complete; a mobile left blank is not sent. */
export const completeInformationSchema = z.object({
  firstname: nameField,
  lastname: nameField,
  mobile: z
    .string()
    .optional()
    .transform((value, context) => (value?.trim() ? mobileNumber(value, context) : undefined)),
});
export type CompleteInformationInput = z.infer<typeof completeInformationSchema>;

/** The user object of every auth answer. Never a hash or a token. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  full_name: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  locale: z.enum(locales),
  created_at: z.string(),
  is_manager: z.boolean(),
  is_super_manager: z.boolean(),
  is_information_completed: z.boolean(),
  email_verified_at: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;


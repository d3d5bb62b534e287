import { z } from 'zod';
import { toLatinDigits } from '@/shared/text/normalize';

/**
 * Two-factor sign-in: the second step's body, the authenticator-app set-up and the recovery codes.
 * Zod only: the browser's forms check with the same schemas as the API.
 */

export const secondFactorMethodNames = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethodNames)[number];

const text = z.string({
  error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.string.type'),
});

/** Six digits, typed with Persian or Arabic digits and spaces as often as not. */
export const totpCodeField = text
  .transform((value) => toLatinDigits(value).replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'validation.required').regex(/^\d{6}$/, 'validation.twoFactorCodeFormat'));

/** `xxxxx-xxxxx`, case and the dash optional. */
export const recoveryCodeField = text
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().min(1, 'validation.required').max(64, 'validation.string.max'));

const challengeField = text.min(1, 'validation.required').max(200, 'validation.string.max');

/** The second step of a sign-in: the challenge of the first and either a code or a recovery code. */
export const twoFactorSignInSchema = z
  .object({ challenge: challengeField, code: totpCodeField.optional(), recovery_code: recoveryCodeField.optional() })
  .superRefine((input, context) => {
    if (input.code === undefined && input.recovery_code === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'validation.required' });
    }
  });
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

/** What the first step answers for an account with a second factor: no token, a challenge. */
export const twoFactorRequiredSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(secondFactorMethodNames)),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

const currentPasswordField = text.min(1, 'validation.required').max(128, 'validation.string.max');

/** Setting up, regenerating and turning off all ask for the current password again. */
export const currentPasswordSchema = z.object({ current_password: currentPasswordField });
export type CurrentPasswordInput = z.infer<typeof currentPasswordSchema>;

export const confirmTotpSchema = z.object({ code: totpCodeField });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

export const twoFactorStatusSchema = z.object({
  totp_enabled: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** MANAGER_2FA=required and the account holds a manager permission. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const totpSetupSchema = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  uri: z.string(),
  /** The QR code of `uri`, an SVG drawn by the server. */
  qr_svg: z.string(),
  /** The shared secret in base32, to type in when the QR code cannot be scanned. */
  secret: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

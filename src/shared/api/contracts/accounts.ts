import { z } from 'zod';
import { dataEnvelope } from '@/shared/schemas/envelope';
import {
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  publicUserSchema,
  registerSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from '@/shared/schemas/accounts';
import { authPayloadSchema, authWithTokenSchema } from '@/shared/schemas/auth-payload';
import { twoFactorRequiredSchema } from '@/shared/schemas/two-factor';
import { defineContracts } from '../contract';

const tag = 'Authentication';
const messageOnly = z.object({ data: z.null(), message: z.string() });

/** SPEC §7's auth calls, plus Sanctum's CSRF cookie and the e-mail verification pair. */
export const accountContracts = defineContracts({
  getCsrfCookie: {
    method: 'get',
    path: '/sanctum/csrf-cookie',
    summary: 'Set the XSRF-TOKEN cookie; cookie-authenticated writes echo it in X-XSRF-TOKEN',
    tag,
    auth: 'public',
    successStatus: 204,
  },
  checkAuth: {
    method: 'get',
    path: '/api/user/authentication/check-auth',
    summary: 'The signed-in user with the ids of saved, liked and checked content',
    tag,
    auth: 'user',
    response: dataEnvelope(authPayloadSchema),
  },
  register: {
    method: 'post',
    path: '/api/user/authentication/register',
    summary: 'Create an account, sign it in (token + authorization_token cookie) and mail a verification link',
    tag,
    auth: 'public',
    body: registerSchema,
    jsonOnly: true,
    response: dataEnvelope(authWithTokenSchema),
    successStatus: 201,
    errors: [415, 429],
  },
  login: {
    method: 'post',
    path: '/api/user/authentication/login',
    summary:
      'Sign in with `email` or `username` (or `login`, either one) and `password`; one 422 for an unknown account or a wrong password, under the field sent. An account with a second factor answers `two_factor_required` with a challenge instead of a token',
    tag,
    auth: 'public',
    body: loginSchema,
    jsonOnly: true,
    // An account with a second factor gets a challenge, no token: POST /api/user/authentication/two-factor finishes it.
    response: dataEnvelope(z.union([authWithTokenSchema, twoFactorRequiredSchema])),
    errors: [403, 415, 429],
  },
  requestPasswordReset: {
    method: 'post',
    path: '/api/user/authentication/password-reset',
    summary: 'Mail a single-use reset link valid for 60 minutes; the same answer whether or not the account exists',
    tag,
    auth: 'public',
    body: passwordResetRequestSchema,
    response: dataEnvelope(z.object({ email: z.string() })),
    errors: [429],
  },
  resetPassword: {
    method: 'patch',
    path: '/api/user/authentication/password-reset',
    summary: 'Set a new password from a reset link; signs out every device',
    tag,
    auth: 'public',
    body: passwordResetSchema,
    response: messageOnly,
  },
  updateProfile: {
    method: 'patch',
    path: '/api/user/authentication/update',
    summary: 'Update the profile; a new e-mail or password needs current_password',
    tag,
    auth: 'user',
    body: updateProfileSchema,
    response: dataEnvelope(z.object({ user: publicUserSchema })),
    errors: [419, 429],
  },
  logout: {
    method: 'post',
    path: '/api/user/authentication/logout',
    summary: 'Revoke the token in use and clear the authorization_token cookie',
    tag,
    auth: 'user',
    response: messageOnly,
    errors: [419],
  },
  verifyEmail: {
    method: 'post',
    path: '/api/user/authentication/verify-email',
    summary: 'Confirm the e-mail address with the token from the verification link',
    tag,
    auth: 'public',
    body: verifyEmailSchema,
    response: dataEnvelope(z.object({ email: z.string(), email_verified_at: z.string().nullable() })),
  },
  resendVerification: {
    method: 'post',
    path: '/api/user/authentication/resend-verification',
    summary: 'Mail a new verification link to the signed-in user',
    tag,
    auth: 'user',
    response: messageOnly,
    errors: [419, 429],
  },
  uploadAvatar: {
    method: 'post',
    path: '/api/user/avatar',
    summary: 'Upload a profile picture (an image of at most 2 MB, stored as a 256 px WebP square)',
    tag,
    auth: 'user',
    body: z.object({ avatar: z.string().describe('The image file') }),
    bodyType: 'multipart',
    response: dataEnvelope(z.object({ user: publicUserSchema })),
    errors: [419, 422],
  },
  deleteAvatar: {
    method: 'delete',
    path: '/api/user/avatar',
    summary: 'Remove the profile picture',
    tag,
    auth: 'user',
    response: dataEnvelope(z.object({ user: publicUserSchema })),
    errors: [419],
  },
});

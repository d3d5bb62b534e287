// Written by `npm run contracts:browser` from ../contracts/accounts.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/accounts';

export const accountContracts: BrowserContracts<typeof declared.accountContracts> = {
  getCsrfCookie: { operationId: 'getCsrfCookie', method: 'get', path: '/sanctum/csrf-cookie' },
  checkAuth: { operationId: 'checkAuth', method: 'get', path: '/api/user/authentication/check-auth' },
  register: { operationId: 'register', method: 'post', path: '/api/user/authentication/register' },
  login: { operationId: 'login', method: 'post', path: '/api/user/authentication/login' },
  requestPasswordReset: { operationId: 'requestPasswordReset', method: 'post', path: '/api/user/authentication/password-reset' },
  resetPassword: { operationId: 'resetPassword', method: 'patch', path: '/api/user/authentication/password-reset' },
  updateProfile: { operationId: 'updateProfile', method: 'patch', path: '/api/user/authentication/update' },
  logout: { operationId: 'logout', method: 'post', path: '/api/user/authentication/logout' },
  verifyEmail: { operationId: 'verifyEmail', method: 'post', path: '/api/user/authentication/verify-email' },
  resendVerification: { operationId: 'resendVerification', method: 'post', path: '/api/user/authentication/resend-verification' },
  uploadAvatar: { operationId: 'uploadAvatar', method: 'post', path: '/api/user/avatar' },
  deleteAvatar: { operationId: 'deleteAvatar', method: 'delete', path: '/api/user/avatar' },
};

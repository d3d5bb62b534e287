/**
 * The named rate limits a contract may take (their sizes are the server's, in
 * `src/server/rate-limit.ts`): named here so a contract, which the browser also reads, can say
 * which one guards it.
 */
export const limiterNames = [
  'loginAccountAddress',
  'loginAccount',
  'loginIp',
  'register',
  'passwordReset',
  'verificationResend',
  'contact',
  'comment',
  'passkeyOptions',
  'newsletter',
] as const;

export type LimiterName = (typeof limiterNames)[number];

import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of `length` letters and digits (randomInt is unbiased, unlike bytes % 62). */
export function randomSecret(length = 40): string {
  let secret = '';
  for (let i = 0; i < length; i += 1) secret += ALPHABET[randomInt(ALPHABET.length)];
  return secret;
}

/** SHA-256 hex: what the database keeps instead of a token or link secret. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time string comparison for secrets taken from a request. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_MAX_BYTES, requestBodyLimit } from '@/shared/request-body-limits';

const MB = 1024 * 1024;
const nginx = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');

/** The client_max_body_size (in bytes) nginx applies to a POST to `path`. */
function nginxCeiling(path: string): number {
  const blocks = [...nginx.matchAll(/location (=|~) (\S+) \{([^}]*)\}/g)];
  const block = blocks.find(([, kind, pattern]) => (kind === '=' ? pattern === path : new RegExp(pattern!).test(path)));
  const size = (block?.[3] ?? nginx).match(/client_max_body_size (\d+)([km])/);
  return Number(size![1]) * (size![2] === 'm' ? MB : 1024);
}

describe('request-body ceilings', () => {
  it('gives each upload route its own ceiling and everything else 1 MB', () => {
    expect(requestBodyLimit('POST', '/api/contact-us')).toBe(MB);
    expect(requestBodyLimit('PATCH', '/api/manager/articles/1')).toBe(DEFAULT_BODY_MAX_BYTES);
    expect(requestBodyLimit('POST', '/api/user/avatar')).toBeGreaterThan(2 * MB);
    expect(requestBodyLimit('POST', '/api/user/tickets')).toBeGreaterThan(5 * MB);
    expect(requestBodyLimit('POST', '/api/user/tickets/0b6c/messages')).toBeGreaterThan(5 * MB);
    expect(requestBodyLimit('POST', '/api/manager/media')).toBeGreaterThan(200 * MB);
    expect(requestBodyLimit('POST', '/api/manager/media/extra')).toBe(MB);
  });

  it('lets exactly those routes through the shipped nginx with the same ceilings', () => {
    for (const path of ['/api/contact-us', '/api/user/avatar', '/api/user/tickets', '/api/user/tickets/0b6c/messages', '/api/manager/media', '/fa/articles']) {
      expect(nginxCeiling(path), path).toBe(requestBodyLimit('POST', path));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from '@/server/services/webhooks/address-guard';

describe('the addresses a webhook may not reach without the operator allowance', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '[::1]',
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])(
    'lets %s through',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

import { isIP } from 'node:net';
import { open, type CountryResponse, type Reader } from 'maxmind';
import { env } from '@/env';

/** The database of GEOIP_DATABASE, opened once per path: the file is read whole into memory at the first beacon. */
let opened: { path: string; reader: Promise<Reader<CountryResponse> | null> } | undefined;

function readerOf(path: string): Promise<Reader<CountryResponse> | null> {
  if (opened?.path !== path) {
    opened = {
      path,
      // A missing or broken file must not stop counting: beacons go on without a country, and the log says why once.
      reader: open<CountryResponse>(path).catch((error: unknown) => {
        console.error(`[analytics] GeoIP database ${path} cannot be read; countries are not recorded`, error);
        return null;
      }),
    };
  }
  return opened.reader;
}

/** Whether the site records countries (GEOIP_DATABASE is set): the screen shows them only then. */
export function isGeoipEnabled(): boolean {
  return Boolean(env().GEOIP_DATABASE);
}

/**
 * The ISO country code of `ip`, or null: no database, an address it does not know, or no address.
 * Called as the beacon arrives, so the address is used here and never written anywhere.
 */
export async function countryOf(ip: string | null): Promise<string | null> {
  const path = env().GEOIP_DATABASE;
  if (!path || !ip || !isIP(ip)) return null;
  const reader = await readerOf(path);
  const found = reader?.get(ip);
  const code = found?.country?.iso_code ?? found?.registered_country?.iso_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

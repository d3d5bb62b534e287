import { headers } from 'next/headers';
import { isKnownPanelAddress, PANEL_PATH_HEADER } from '@/shared/routes';

/**
 * Whether the address names no panel screen. Panel layouts ask before any guard, so such an
 * address is a 404 for everyone, never a sign-in prompt or a 403; the proxy has already set the
 * status. The proxy stamps the address (layouts cannot see it); without the stamp nothing is refused.
 */
export async function isUnknownPanelAddress(): Promise<boolean> {
  const pathname = (await headers()).get(PANEL_PATH_HEADER);
  return pathname !== null && !isKnownPanelAddress(pathname);
}

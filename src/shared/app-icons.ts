/** The installed app's icons (src/app/icons), as the web app manifest lists them. */
export const appIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

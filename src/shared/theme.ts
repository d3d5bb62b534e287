/** SPEC §4: the scheme is kept in localStorage under this key and becomes `<body class="{scheme}-scheme">`. */
export const THEME_STORAGE_KEY = 'themeScheme';
export const themeSchemes = ['dark', 'light'] as const;
export type ThemeScheme = (typeof themeSchemes)[number];
export const defaultThemeScheme: ThemeScheme = 'dark';

export function isThemeScheme(value: unknown): value is ThemeScheme {
  return value === 'dark' || value === 'light';
}

/** The device's preference (a first visit follows it), or the default where it cannot be read. */
function systemThemeScheme(): ThemeScheme {
  if (typeof matchMedia !== 'function') return defaultThemeScheme;
  return matchMedia('(prefers-color-scheme: light)').matches ? 'light' : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : defaultThemeScheme;
}

/** The reader's saved scheme, or on a first visit the device's: the same rule as the boot script below. */
export function storedThemeScheme(): ThemeScheme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeScheme(stored) ? stored : systemThemeScheme();
  } catch {
    return defaultThemeScheme;
  }
}

/**
 * Runs as the first thing in <body>, before anything paints, so a light-theme reader never sees a
 * dark flash (the server cannot know localStorage).
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');if(s!=='light'&&s!=='dark'){var w=window;s=w.matchMedia&&w.matchMedia('(prefers-color-scheme: light)').matches?'light':w.matchMedia&&w.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'${defaultThemeScheme}';}var c=document.body.classList;c.remove('dark-scheme','light-scheme');c.add(s+'-scheme');}catch(e){}})();`;

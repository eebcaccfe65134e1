import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { readString, writeString } from './storage.ts';

export type ThemePreference = 'dark' | 'light' | 'system';
export type ResolvedTheme = 'dark' | 'light';

/** Same key `public/theme-init.js` reads before the first paint. */
export const THEME_STORAGE_KEY = 'chainscribe.theme';

const isPreference = (value: string | null): value is ThemePreference => value === 'dark' || value === 'light' || value === 'system';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (old engines) the product default, dark, applies.
const systemIsDark = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery).matches : true);

interface ThemeState {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

// The stored choice as an external store: while a prerendered page hydrates, React renders the
// server's value (dark) first and then the stored one, so the markup matches and nothing is left stale.
const preferenceListeners = new Set<() => void>();
function subscribeToPreference(onChange: () => void): () => void {
  preferenceListeners.add(onChange);
  return () => preferenceListeners.delete(onChange);
}
function storedPreference(): ThemePreference {
  const saved = readString(THEME_STORAGE_KEY);
  return isPreference(saved) ? saved : 'dark';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Dark by default (spec §2); 'system' follows the OS when the user picks it.
  const preference = useSyncExternalStore(subscribeToPreference, storedPreference, () => 'dark' as const);
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemIsDark, () => true);
  const resolved: ResolvedTheme = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }, [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeString(THEME_STORAGE_KEY, next);
    for (const listener of preferenceListeners) listener();
  }, []);

  const value = useMemo(() => ({ preference, resolved, setPreference }), [preference, resolved, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside <ThemeProvider>');
  return theme;
}

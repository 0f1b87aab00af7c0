import { create } from 'zustand';
import { readStorage, writeStorage } from '@/lib/storage';

export type TTheme = 'light' | 'dark';
export const THEME_KEY = 'theme';

/** Stored choice, else the system preference. */
export function initialTheme(): TTheme {
  const stored = readStorage('local', THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

function apply(theme: TTheme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

type TThemeState = { theme: TTheme; setTheme: (theme: TTheme) => void; toggle: () => void };

/** The theme is `data-theme` on <html>; the CSS tokens in theme.css follow it. */
export const useTheme = create<TThemeState>((set, get) => ({
  theme: 'light',
  setTheme: (theme) => {
    apply(theme);
    writeStorage('local', THEME_KEY, theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Applies the starting theme before the first render, without storing a choice the user did not make. */
export function startTheme(): void {
  const theme = initialTheme();
  apply(theme);
  useTheme.setState({ theme });
}

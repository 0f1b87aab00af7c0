import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, vi } from 'vitest';
import { syncSession } from '../api/session';
import { useDialogStore, useLoaderStore } from '../components/ui/dialog-store';
import { useGameType } from '../features/home/game-type-store';
import { initI18n } from '../i18n/i18n';

initI18n();

beforeEach(() => {
  // jsdom does not implement scrolling; the app calls these on navigation.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Stores outlive a test: put them back as a fresh page has them.
  useDialogStore.setState({ dialogs: [] });
  useLoaderStore.setState({ pending: 0 });
  useGameType.setState({ gameType: 'HOME' });
  syncSession();
  document.body.style.overflow = '';
  await i18next.changeLanguage('es');
});

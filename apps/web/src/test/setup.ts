import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetServerKey } from '@/api/encrypted';
import { syncSession } from '@/api/session';
import { useDialogStack } from '@/components/ui/dialog-stack';
import { useDialogStore, useLoaderStore } from '@/components/ui/dialog-store';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { resetChallengeMemory } from '@/features/auth/use-challenge-gate';
import { useGameType } from '@/features/lobby/game-type-store';
import { initI18n, loadNamespace } from '@/i18n/i18n';
import { FakeWebSocket } from './fake-websocket';

// The test machine has two cores shared with builds and browser tests: give async UI checks time.
configure({ asyncUtilTimeout: 5_000 });

initI18n();

// The sign-in texts load with their chunks in the app; tests render those components directly too.
beforeAll(() => loadNamespace('auth'));

// A test of the server's render runs without a DOM (`@vitest-environment node`): nothing below applies.
const hasDom = typeof window !== 'undefined';

beforeEach(() => {
  if (!hasDom) return;
  // jsdom does not implement scrolling; the app calls these on navigation.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // Logged-in pages open the real-time channel; no test talks to a real server.
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(async () => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Stores outlive a test: put them back as a fresh page has them.
  useDialogStore.setState({ dialogs: [] });
  useDialogStack.setState({ layers: [] });
  useLoaderStore.setState({ pending: 0 });
  useGameType.setState({ gameType: 'HOME' });
  useAuthFlow.setState({ dialog: null, passwordChange: null });
  resetChallengeMemory();
  resetServerKey();
  syncSession();
  document.body.style.overflow = '';
  await i18next.changeLanguage('es');
});

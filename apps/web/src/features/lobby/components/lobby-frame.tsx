import { lazy, type ReactNode, Suspense } from 'react';
import { LobbySettingsProvider } from '@/features/lobby/lobby-settings';
import { useLobbyOverlays } from '@/features/lobby/overlay-store';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import '@/features/lobby/lobby-shell.css';

// The notice list and the vendor popup (Radix, DOMPurify, lists) load when first opened.
const LobbyOverlays = lazy(() =>
  withLobbyTexts(import('./lobby-overlays')).then((m) => ({ default: m.LobbyOverlays })),
);

function OverlayHost() {
  const isOpen = useLobbyOverlays((s) => s.notices !== null || s.vendor !== null);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LobbyOverlays />
    </Suspense>
  );
}

/**
 * The lobby's part of the page frame: the merchant settings the lobby reads (languages, image host,
 * currency) and the overlays any page can open (notice list, vendor popup).
 */
export function LobbyFrame({
  languages,
  imageCDNs,
  currencySymbol,
  children,
}: {
  languages: readonly string[];
  imageCDNs: readonly string[];
  currencySymbol: string;
  children: ReactNode;
}) {
  return (
    <LobbySettingsProvider languages={languages} imageCDNs={imageCDNs} currencySymbol={currencySymbol}>
      {children}
      <OverlayHost />
    </LobbySettingsProvider>
  );
}

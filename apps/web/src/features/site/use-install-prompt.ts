import { useEffect, useState } from 'react';

type TInstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true);

/**
 * The browser's own install offer (Chromium's `beforeinstallprompt`), kept until the player asks for
 * it; `installed` when the site already runs as an installed app.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<TInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as TInstallPromptEvent);
    };
    const done = () => {
      setInstalled(true);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  const install = offer
    ? async () => {
        await offer.prompt();
        const { outcome } = await offer.userChoice;
        if (outcome === 'accepted') setInstalled(true);
        setOffer(null);
      }
    : null;
  return { installed, install };
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { DialogHost } from '@/components/ui/dialog-host';
import { AppStart } from './app-start';
import { RealtimeChannel } from './realtime-channel';
import { SessionRestore } from './session-restore';

/**
 * Providers, the start gate, the router and the generic dialogs. `children` is the router: the browser's
 * `RouterProvider`, or the server's `StaticRouterProvider` when it renders the page (ADR 029).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The page is the app's from its first commit: a server-rendered page is no longer marked as one.
  useEffect(() => {
    const root = document.getElementById('root');
    root?.removeAttribute('data-hydrating');
    root?.removeAttribute('data-rendered-lang');
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppStart>
        <SessionRestore />
        <RealtimeChannel />
        {children}
      </AppStart>
      <DialogHost />
    </QueryClientProvider>
  );
}

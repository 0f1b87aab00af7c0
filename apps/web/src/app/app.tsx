import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { DialogHost } from '@/components/ui/dialog-host';
import { AppStart } from './app-start';
import { RealtimeChannel } from './realtime-channel';
import { SessionRestore } from './session-restore';

/** Providers, the start gate, the router and the generic dialogs. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppStart>
        <SessionRestore />
        <RealtimeChannel />
        <RouterProvider router={router} />
      </AppStart>
      <DialogHost />
    </QueryClientProvider>
  );
}

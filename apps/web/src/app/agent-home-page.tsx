import { useSystemStatus } from '@/api/get-app-start';
import { SupportButton } from '@/components/support-button';
import { AgentHome } from '@/features/agent/routes/agent-home';

/** /agentHome: the agent centre, with the merchant's settings and the live-support button. */
export function AgentHomePage() {
  const { info } = useSystemStatus();
  return (
    <AgentHome
      merchant={{ currencySymbol: info.currencySymbol, gmtOffset: info.gmtOffset }}
      support={<SupportButton entries={info.customerService} variant="secondary" />}
    />
  );
}

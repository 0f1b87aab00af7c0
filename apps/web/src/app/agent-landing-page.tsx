import { AgentLanding } from '@/features/agent/routes/agent-landing';
import { AgentLogin } from '@/features/auth/components/agent-login';

/** /agent: the agent landing with the working agent login of the auth feature. */
export function AgentLandingPage() {
  return <AgentLanding login={<AgentLogin />} />;
}

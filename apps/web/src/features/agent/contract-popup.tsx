import { CONTRACT_ACTIONS, type TContractKind } from '@crupier/contract/agents';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useConsolidated, useDecide } from './api';
import { useAgentT } from './pages/common';
import { ContractSummary } from './pages/contracts';

const FIELDS: [
  TContractKind,
  'dailysalreqtype' | 'divtypereq' | 'contracthoursalreq' | 'realtimesalreqtype',
][] = [
  ['daily', 'dailysalreqtype'],
  ['dividend', 'divtypereq'],
  ['hourly', 'contracthoursalreq'],
  ['realtime', 'realtimesalreqtype'],
];

/** The "contract" modal of spec §2: a new contract or a termination waiting for my answer. */
export function ContractPopup() {
  const t = useAgentT();
  const consolidated = useConsolidated();
  const decide = useDecide();
  // Waits its turn: another modal (the first-login password change, say) is answered first.
  const [isFree, setFree] = useState(false);
  useEffect(() => {
    const check = () =>
      setFree(!document.querySelector('[role="dialog"]:not([data-testid="contract-popup"])'));
    check();
    const timer = setInterval(check, 500);
    return () => clearInterval(timer);
  }, []);
  const pending = FIELDS.map(([kind, field]) => ({ kind, request: consolidated.data?.[field] ?? null })).find(
    (p) => p.request !== null,
  );
  if (!pending?.request || !isFree) return null;
  const { request, kind } = pending;
  const answer = (accept: boolean) =>
    decide.mutate(
      { action: CONTRACT_ACTIONS[kind], contractId: request.contract.id, accept },
      { onSettled: () => consolidated.refetch() },
    );
  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      closeOnCover={false}
      testId="contract-popup"
      title={t(request.requestType === 'new' ? 'contract_popup_new' : 'contract_popup_terminate', {
        kind: t(`source_${kind}`),
      })}
    >
      <div className="dialog__body">
        <p>{t('contract_popup_from', { name: request.contract.grantor ?? '' })}</p>
        <ContractSummary contract={request.contract} />
        {decide.isError && <p role="alert">{decide.error.message}</p>}
        <div className="agent-popup-actions">
          <Button variant="secondary" disabled={decide.isPending} onClick={() => answer(false)}>
            {t('reject')}
          </Button>
          <Button disabled={decide.isPending} onClick={() => answer(true)}>
            {t('accept')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

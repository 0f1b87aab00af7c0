import { useStaffSession } from '@/features/backoffice/api/staff-session';
import { OpsMerchantContext, type TOpsMerchant } from '@/features/backoffice/components/merchant';
import { SignInPage } from '@/features/backoffice/sign-in/sign-in-page';
import { OpsLayout } from './ops-layout';
import './backoffice.css';

/** The back office at /backoffice: the sign-in page until a staff token exists, then the layout. */
export function BackofficeApp({ merchant }: { merchant: TOpsMerchant }) {
  const token = useStaffSession((session) => session.token);
  return (
    <OpsMerchantContext.Provider value={merchant}>
      <div className="bo">{token ? <OpsLayout /> : <SignInPage />}</div>
    </OpsMerchantContext.Provider>
  );
}

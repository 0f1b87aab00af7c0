import type { ComponentType } from 'react';
import { useSystemStatus } from '@/api/get-app-start';

/** What a page needs of the merchant's configuration (system status), handed down as a prop. */
export type TMerchantSettings = {
  currencySymbol: string;
  gmtOffset: string;
  /** The referral programme is on (whitelabel flag REFERRAL3): its menu entries show only then (spec §6). */
  referralEnabled?: boolean;
};

/**
 * A lazily loaded page that needs merchant settings: features do not read the system feature
 * themselves, the app hands them what they need.
 */
export function withMerchant(Page: ComponentType<{ merchant: TMerchantSettings }>): ComponentType {
  return function MerchantPage() {
    const { info } = useSystemStatus();
    return (
      <Page
        merchant={{
          currencySymbol: info.currencySymbol,
          gmtOffset: info.gmtOffset,
          referralEnabled: Boolean(info.whitelabel.REFERRAL3),
        }}
      />
    );
  };
}

/** The back office, with the merchant's name and currency symbol for its header and amounts. */
export function withOpsMerchant(
  Page: ComponentType<{ merchant: { merchantName: string; currencySymbol: string } }>,
): ComponentType {
  return function OpsMerchantPage() {
    const { info } = useSystemStatus();
    return <Page merchant={{ merchantName: info.merchantName, currencySymbol: info.currencySymbol }} />;
  };
}

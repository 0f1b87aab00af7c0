import { createContext, useContext } from 'react';

/** What the back office shows of the merchant it runs on: its name and currency symbol. */
export type TOpsMerchant = { merchantName: string; currencySymbol: string };

export const OpsMerchantContext = createContext<TOpsMerchant>({ merchantName: '', currencySymbol: '$' });

export function useOpsMerchant(): TOpsMerchant {
  return useContext(OpsMerchantContext);
}

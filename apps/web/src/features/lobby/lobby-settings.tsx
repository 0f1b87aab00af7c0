import { DEFAULT_CURRENCY_SYMBOL } from '@crupier/contract/constants';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { pickHost } from './hosts';

/** What the lobby needs of the merchant's configuration (system status), handed down by the app. */
export type TLobbySettings = {
  /** The merchant's languages (the bingo sub-category needs Tagalog). */
  languages: readonly string[];
  /** The image host picked for this page load ('' for this site). */
  imageHost: string;
  currencySymbol: string;
};

const DEFAULTS: TLobbySettings = { languages: [], imageHost: '', currencySymbol: DEFAULT_CURRENCY_SYMBOL };
const LobbySettingsContext = createContext<TLobbySettings>(DEFAULTS);

export function LobbySettingsProvider({
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
  const imageHost = useMemo(() => pickHost(imageCDNs), [imageCDNs]);
  const value = useMemo(
    () => ({ languages, imageHost, currencySymbol: currencySymbol || DEFAULT_CURRENCY_SYMBOL }),
    [languages, imageHost, currencySymbol],
  );
  return <LobbySettingsContext.Provider value={value}>{children}</LobbySettingsContext.Provider>;
}

export function useLobbySettings(): TLobbySettings {
  return useContext(LobbySettingsContext);
}

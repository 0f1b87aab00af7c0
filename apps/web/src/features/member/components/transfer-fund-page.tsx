import { useTranslation } from 'react-i18next';
import { useMerchantWallets, useWalletBalance } from '@/api/wallet';
import { Notice, QueryState, Section } from '@/components/member/common';
import { useMoney } from '@/lib/merchant-context';
import { WalletTransferForm } from './wallet-transfer-form';

/**
 * transferFund: the main wallet and the wallets of transfer-mode vendors (GCS_merchantWallet), and
 * moving money between the main wallet and one of them (GCS_walletTransfer).
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const wallets = useMerchantWallets();
  const balance = useWalletBalance();
  const vendors = wallets.data?.wallets ?? [];

  return (
    <div className="wallet-page">
      <QueryState query={wallets}>
        <ul className="wallet-cards" data-testid="wallets">
          <li className="wallet-card wallet-card--main" data-testid="wallet-MAIN">
            <span className="wallet-card__name">{t('main_wallet')}</span>
            <span className="wallet-card__balance">{balance.data ? money(balance.data.available) : '…'}</span>
          </li>
          {vendors.map((vendor) => (
            <li key={vendor.vendor} className="wallet-card" data-testid={`wallet-${vendor.vendor}`}>
              <span className="wallet-card__name">{vendor.name}</span>
              <span className="wallet-card__balance">{money(vendor.balance)}</span>
            </li>
          ))}
        </ul>
        {wallets.data?.isSingle ? (
          <Notice tone="info">{t('single_wallet')}</Notice>
        ) : (
          <Section title={t('transfer_between_wallets')}>
            <WalletTransferForm vendors={vendors} mainBalance={balance.data?.available ?? null} />
          </Section>
        )}
      </QueryState>
    </div>
  );
}

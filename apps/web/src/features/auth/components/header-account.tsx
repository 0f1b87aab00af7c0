import { isTrial } from '@crupier/contract/account-types';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberInfo } from '@/api/member-info';
import { useSession } from '@/api/session';
import { useMemberIcon } from '@/features/auth/api/get-member-icon';
import { useLogout } from '@/features/auth/use-logout';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatBalance } from '@/lib/format-balance';
import { toMinor } from '@/lib/money';
import { ChevronDownIcon, EyeIcon, EyeOffIcon, RefreshIcon, UserIcon } from './auth-icons';
import './auth.css';

type TMenuItem = { key: string; label: string; to?: string; onSelect?: () => void };

/** The avatar and its menu (spec §2): my account, betting record, messages, support, agent entry, sign out. */
function AvatarMenu({ items, nickname }: { items: TMenuItem[]; nickname: string }) {
  const { t } = useTranslation('auth');
  const icon = useMemberIcon();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => entries[(next + entries.length) % entries.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(entries.length - 1);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={t('account_menu')}
        data-testid="avatar-button"
        onClick={() => setIsOpen((value) => !value)}
      >
        {icon.data ? (
          <img className="avatar-menu__img" src={icon.data} alt="" width={32} height={32} />
        ) : (
          <span className="avatar-menu__img avatar-menu__img--empty">
            <UserIcon />
          </span>
        )}
        <span className="avatar-menu__name">{nickname}</span>
        <ChevronDownIcon className="avatar-menu__chevron" />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="avatar-menu__list"
          role="menu"
          aria-label={t('account_menu')}
          tabIndex={-1}
          onKeyDown={onMenuKey}
        >
          {items.map((item) =>
            item.to ? (
              <Link key={item.key} role="menuitem" to={item.to} tabIndex={-1} onClick={() => close(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The header of a logged-in user (spec §2): balance with show/hide and refresh, deposit, withdraw,
 * and the avatar menu. A trial account's balance is marked as play money, with a sign-up link instead
 * of deposit and withdraw.
 */
export function HeaderAccount({ onCustomerService }: { onCustomerService?: () => void }) {
  const { t } = useTranslation('auth');
  const info = useMemberInfo();
  const isAgent = useSession((s) => s.isAgent);
  const accountType = useSession((s) => s.accountType);
  const nickname = useSession((s) => s.nickname) ?? info.data?.nickname ?? '';
  const logout = useLogout();
  const [isBalanceShown, setIsBalanceShown] = useState(true);
  const trial = accountType !== null && isTrial(accountType);
  const state = info.data?.publicState;
  const locale = DOCUMENT_LANG[currentLanguage()];
  const balance = state ? formatBalance(state.balance, state.currencySymbol, locale) : '…';
  // Funds held by pending withdrawals: the header then says "available" and shows the held amount,
  // as the member centre's summary does (balance = available + held).
  const held =
    state?.held && toMinor(state.held) ? formatBalance(state.held, state.currencySymbol, locale) : null;

  const items: TMenuItem[] = [
    { key: 'account', label: t('my_account'), to: '/member?page=securityCenter' },
    { key: 'bets', label: t('betting_record'), to: '/member?page=personalHistoryCopy' },
    { key: 'messages', label: t('messages'), to: '/member?page=messageV2' },
    ...(onCustomerService
      ? [{ key: 'support', label: t('customer_service'), onSelect: onCustomerService }]
      : []),
    ...(isAgent ? [{ key: 'agent', label: t('agent_entry'), to: '/agentHome' }] : []),
    { key: 'logout', label: t('sign_out'), onSelect: logout },
  ];

  return (
    <div className="header-account" data-testid="header-account">
      {trial && (
        <Link
          className="trial-badge"
          to="/register"
          data-testid="play-money-badge"
          title={`${t('play_money_hint')} ${t('register_cta')}`}
        >
          {t('play_money')}
        </Link>
      )}
      <div className="balance">
        <span className="balance__label">{held ? t('available') : t('balance')}</span>
        <span className="balance__value" data-testid="balance">
          {isBalanceShown ? balance : '••••••'}
        </span>
        {held && (
          <span className="balance__held" data-testid="balance-held" title={t('held_hint')}>
            {t('held')}: {isBalanceShown ? held : '••••'}
          </span>
        )}
        <button
          type="button"
          className="balance__btn"
          aria-label={isBalanceShown ? t('hide_balance') : t('show_balance')}
          aria-pressed={!isBalanceShown}
          onClick={() => setIsBalanceShown((value) => !value)}
        >
          {isBalanceShown ? <EyeIcon /> : <EyeOffIcon />}
        </button>
        <button
          type="button"
          className="balance__btn"
          aria-label={t('refresh_balance')}
          data-spinning={info.isFetching || undefined}
          disabled={info.isFetching}
          onClick={() => void info.refetch()}
          data-testid="refresh-balance"
        >
          <RefreshIcon />
        </button>
      </div>
      {/* A trial account is offered a real one instead of the cash buttons (docs/free-play.md); on
          phones the play-money badge is that link. */}
      {trial && (
        <Link
          className="btn btn--sm btn--primary header-account__register"
          to="/register"
          title={t('register_cta')}
          data-testid="register-cta"
        >
          {t('register_short')}
        </Link>
      )}
      {/* Deposit stays on phones too; withdraw, rarer, is there in the member centre. */}
      {!trial && (
        <>
          <Link
            className="btn btn--sm btn--primary header-account__cash header-account__deposit"
            to="/member?page=depositv2"
            data-testid="header-deposit"
          >
            {t('deposit')}
          </Link>
          <Link
            className="btn btn--sm btn--secondary header-account__cash header-account__withdraw"
            to="/member?page=withdraw"
          >
            {t('withdraw')}
          </Link>
        </>
      )}
      <AvatarMenu items={items} nickname={nickname} />
    </div>
  );
}

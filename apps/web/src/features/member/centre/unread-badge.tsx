import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '@/features/member/api/member-centre';
import '@/styles/member-centre.css';

/** The unread-message count (CSP_unreadCount) as a badge, shown only above 0 (spec §2). */
export function UnreadBadge({ testId }: { testId?: string }) {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <span className="mc-badge" data-testid={testId} data-count={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's messages entry: an envelope with the unread badge, to messageV2. */
export default function HeaderMessages() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <Link
      to="/member?page=messageV2"
      className="icon-btn header__messages"
      aria-label={`${t('member_messageV2')}${count > 0 ? ` (${count})` : ''}`}
      data-testid="header-messages"
      style={{ position: 'relative' }}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      {count > 0 && (
        <span
          className="mc-badge"
          data-testid="header-unread"
          data-count={count}
          style={{ position: 'absolute', top: -4, right: -6, margin: 0 }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

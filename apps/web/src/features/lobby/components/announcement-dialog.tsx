import { ANNOUNCEMENTS_PAGE_SIZE } from '@crupier/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/ui/safe-html';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { Pagination } from './pagination';
import './lobby.css';

/** Which page of the list holds an item. */
export function pageOfItem(index: number, pageSize: number = ANNOUNCEMENTS_PAGE_SIZE): number {
  return index < 0 ? 1 : Math.floor(index / pageSize) + 1;
}

/**
 * The announcement popup and the notice list (spec §2): the titles, 9 a page, beside the chosen one's
 * HTML body (sanitized). An item with a promotionType offers a Go button (the reward centre).
 */
export function AnnouncementDialog({
  kind,
  items,
  initialId = null,
  onClose,
  onGo,
  testId,
}: {
  kind: 'popup' | 'notices';
  items: readonly TAnnouncement[];
  initialId?: string | null;
  onClose: () => void;
  onGo?: (item: TAnnouncement) => void;
  testId: string;
}) {
  const { t } = useTranslation('lobby');
  const initialIndex = Math.max(
    0,
    items.findIndex((item) => item.id === initialId),
  );
  const [selected, setSelected] = useState(initialIndex);
  const [page, setPage] = useState(pageOfItem(initialIndex));
  const totalPages = Math.ceil(items.length / ANNOUNCEMENTS_PAGE_SIZE);
  const first = (page - 1) * ANNOUNCEMENTS_PAGE_SIZE;
  const shown = items.slice(first, first + ANNOUNCEMENTS_PAGE_SIZE);
  const item = items[selected];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(kind === 'popup' ? 'announcements' : 'notices')}
      size="lg"
      testId={testId}
      // The popup waits until no other dialog is open (dialog-stack.ts); the notice list was asked for.
      rank={kind === 'popup' ? 'popup' : 'modal'}
    >
      {items.length === 0 ? (
        <p className="empty-state">{t('no_notices')}</p>
      ) : (
        <div className="announcements">
          <div className="announcements__list">
            <ul aria-label={t('titles')}>
              {shown.map((entry, offset) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="announcements__title"
                    aria-current={first + offset === selected || undefined}
                    onClick={() => setSelected(first + offset)}
                  >
                    {entry.title}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} onPage={setPage} />
          </div>
          {item && (
            <article className="announcements__detail" aria-live="polite">
              <h3>{item.title}</h3>
              <SafeHtml className="prose" html={item.content} />
              {item.promotionType && onGo && (
                <div className="dialog__actions">
                  <Button onClick={() => onGo(item)}>{t('go')}</Button>
                </div>
              )}
            </article>
          )}
        </div>
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDownline, useSetStatus } from '@/features/agent/api';
import { useLocale } from '@/lib/merchant-context';
import { dateTime, Loaded, Money, Pager, Table, useAgentT } from './common';

/** downlineManagmentView: the tree (one branch at a time) or the whole list; search, status, lock. */
export function DownlineManagement() {
  const t = useAgentT();
  const locale = useLocale();
  const [view, setView] = useState<'tree' | 'list'>('tree');
  const [branch, setBranch] = useState<{ id: string; username: string }[]>([]);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const parent = branch.at(-1);
  const query = useDownline({
    pageNo,
    pageSize: 20,
    search: applied || undefined,
    status: status || undefined,
    parentId: view === 'tree' && !applied ? (parent?.id ?? 'self') : undefined,
  });
  const lock = useSetStatus();
  return (
    <div className="agent-downline">
      <div className="agent-filters">
        <div className="agent-tabs" role="tablist">
          {(['tree', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              onClick={() => {
                setView(v);
                setPageNo(1);
              }}
            >
              {t(v === 'tree' ? 'view_tree' : 'view_list')}
            </button>
          ))}
        </div>
        <form
          className="agent-filter-row"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(search.trim());
            setPageNo(1);
          }}
        >
          <input
            aria-label={t('search')}
            placeholder={t('search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <select
            aria-label={t('status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('status')}</option>
            <option value="active">{t('status_active')}</option>
            <option value="locked">{t('status_locked')}</option>
          </select>
          <Button type="submit" size="sm">
            {t('search')}
          </Button>
        </form>
      </div>
      {view === 'tree' && branch.length > 0 && (
        <nav className="agent-crumbs">
          <button type="button" onClick={() => setBranch([])}>
            {t('back_to_top')}
          </button>
          {branch.map((b, i) => (
            <button key={b.id} type="button" onClick={() => setBranch(branch.slice(0, i + 1))}>
              / {b.username}
            </button>
          ))}
        </nav>
      )}
      <Loaded query={query}>
        {(page) => (
          <>
            <Table
              testId="downline-table"
              rows={page.list}
              rowKey={(r) => r.id}
              columns={[
                {
                  key: 'username',
                  label: t('username'),
                  render: (r) =>
                    r.children > 0 && view === 'tree' ? (
                      <button
                        type="button"
                        className="agent-link"
                        title={t('open_branch', { username: r.username })}
                        onClick={() => {
                          setBranch([...branch, { id: r.id, username: r.username }]);
                          setPageNo(1);
                        }}
                      >
                        {r.username} ({r.children})
                      </button>
                    ) : (
                      r.username
                    ),
                },
                {
                  key: 'type',
                  label: t('account_type'),
                  render: (r) => t(r.isAgent ? 'type_agent' : 'type_member'),
                },
                { key: 'level', label: t('level'), render: (r) => r.level, numeric: true },
                { key: 'upline', label: t('upline'), render: (r) => r.upline ?? '—' },
                {
                  key: 'status',
                  label: t('status'),
                  render: (r) => t(r.status === 'locked' ? 'status_locked' : 'status_active'),
                },
                { key: 'login', label: t('last_login'), render: (r) => dateTime(r.lastLoginAt, locale) },
                {
                  key: 'balance',
                  label: t('balance'),
                  render: (r) => <Money value={r.balance} />,
                  numeric: true,
                },
                {
                  key: 'lock',
                  label: '',
                  render: (r) =>
                    r.canLock ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={lock.isPending}
                        onClick={() =>
                          lock.mutate({ id: r.id, status: r.status === 'locked' ? 'active' : 'locked' })
                        }
                      >
                        {t(r.status === 'locked' ? 'unlock' : 'lock')}
                      </Button>
                    ) : null,
                },
              ]}
            />
            <Pager page={page} onPage={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}

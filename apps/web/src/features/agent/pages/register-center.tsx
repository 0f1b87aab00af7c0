import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCreateDownline } from '@/features/agent/api';
import { useAgentT } from './common';

/** registerCenter: a member or a sub-agent directly below the caller (the merchant's username and password rules). */
export function RegisterCenter() {
  const t = useAgentT();
  const create = useCreateDownline();
  const [form, setForm] = useState({
    username: '',
    nickname: '',
    password: '',
    confirmPassword: '',
    type: 'member' as 'member' | 'agent',
  });
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <form
      className="form agent-form"
      onSubmit={(e) => {
        e.preventDefault();
        setDone(null);
        create.mutate(
          { ...form, nickname: form.nickname || undefined },
          {
            onSuccess: (r) => {
              setDone(r.username);
              setForm({ ...form, username: '', nickname: '', password: '', confirmPassword: '' });
            },
          },
        );
      }}
    >
      <label className="field">
        <span>{t('account_type')}</span>
        <select name="type" value={form.type} onChange={set('type')}>
          <option value="member">{t('type_member')}</option>
          <option value="agent">{t('type_agent')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('username')}</span>
        <input name="username" value={form.username} onChange={set('username')} required autoComplete="off" />
      </label>
      <label className="field">
        <span>{t('nickname')}</span>
        <input name="nickname" value={form.nickname} onChange={set('nickname')} autoComplete="off" />
      </label>
      <label className="field">
        <span>{t('password')}</span>
        <input
          name="password"
          type="password"
          value={form.password}
          onChange={set('password')}
          required
          autoComplete="new-password"
        />
      </label>
      <label className="field">
        <span>{t('confirm_password')}</span>
        <input
          name="confirmPassword"
          type="password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          required
          autoComplete="new-password"
        />
      </label>
      {create.isError && (
        <p role="alert" className="agent-error">
          {create.error.message}
        </p>
      )}
      {done && (
        <p role="status" className="agent-ok" data-testid="created">
          {t('created', { username: done })}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('create')}
      </Button>
    </form>
  );
}

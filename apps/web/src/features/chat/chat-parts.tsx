import { type TChatState, ZChatGuestRequest } from '@crupier/contract/chat';
import type { TCustomerService } from '@crupier/contract/system';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveGuest, startGuest } from '@/api/chat';
import { Button } from '@/components/ui/button';
import { decodeCustomerServicePath } from '@/lib/decode-cs-path';

/** The channel types the chat room itself replaces; any other entry (Telegram, WhatsApp…) stays a link. */
const BUILT_IN = new Set(['LIVECHAT', 'CHAT']);

/** The merchant's other customer-service channels, as links. */
export function OtherChannels({ entries }: { entries: readonly TCustomerService[] }) {
  const { t } = useTranslation('chat');
  const links = useQuery({
    queryKey: ['chat', 'channels', entries.map((e) => e.path).join(',')],
    queryFn: async () => {
      const out: { name: string; url: string; csType: string }[] = [];
      for (const entry of entries.filter((e) => !BUILT_IN.has(e.csType))) {
        const url = await decodeCustomerServicePath(entry.path).catch(() => null);
        if (url && /^https?:\/\//.test(url)) out.push({ name: entry.name, url, csType: entry.csType });
      }
      return out;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!links.data?.length) return null;
  return (
    <div className="chat-channels" data-testid="chat-channels">
      <span>{t('chat_other_channels')}</span>
      {links.data.map((link) => (
        <a
          key={link.url}
          className="chat-channels__link"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          data-cs-type={link.csType}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}

/** A guest gives a name before the conversation starts. */
export function GuestNameForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChatGuestRequest.safeParse({ name });
    if (!parsed.success) {
      setError(t('chat_name_invalid'));
      return;
    }
    setSending(true);
    try {
      saveGuest(await startGuest(parsed.data.name));
      onStarted();
    } catch {
      setError(t('chat_load_failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="form chat-guest" onSubmit={submit} noValidate data-testid="chat-guest-form">
      <p>{t('chat_guest_intro')}</p>
      <label className="field">
        <span className="field__label">{t('chat_name')}</span>
        <input
          className="input"
          value={name}
          maxLength={40}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error !== null}
          name="chat-name"
        />
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSending}>
        {t('chat_start')}
      </Button>
    </form>
  );
}

export function StatusLine({
  state,
  staffOnline,
  isConnected,
}: {
  state: TChatState | null;
  staffOnline: boolean;
  isConnected: boolean;
}) {
  const { t } = useTranslation('chat');
  if (!isConnected) return <p className="chat-status chat-status--warn">{t('chat_reconnecting')}</p>;
  if (state === 'closed') return <p className="chat-status">{t('chat_closed')}</p>;
  if (state === 'ticket') return <p className="chat-status chat-status--warn">{t('chat_ticket')}</p>;
  if (!staffOnline) return <p className="chat-status chat-status--warn">{t('chat_offline')}</p>;
  return (
    <p className="chat-status chat-status--online" data-testid="chat-online">
      {t('chat_online')}
    </p>
  );
}

import { CHAT_MAX_TEXT, type TChatMessage } from '@crupier/contract/chat';
import { FEEDBACK_MAX_IMAGE_BYTES } from '@crupier/contract/member-centre';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readImageFile, sendMessage, type TChatSide } from '@/api/chat';
import { Button } from '@/components/ui/button';
import { Svg } from '@/components/ui/icons';

/** Writes a message (Enter sends, Shift+Enter breaks the line), with an optional PNG or JPEG image. */
export function ChatComposer({ side, onSent }: { side: TChatSide; onSent: (message: TChatMessage) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > FEEDBACK_MAX_IMAGE_BYTES) {
      setError(t('chat_image_rule'));
      return;
    }
    setImage(await readImageFile(file));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!text.trim() && !image) || isSending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await sendMessage(side, { text: text.trim(), ...(image ? { image } : {}) });
      setText('');
      setImage(null);
      if (fileRef.current) fileRef.current.value = '';
      onSent(sent.message);
    } catch {
      setError(t('chat_send_failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {image && (
        <div className="chat-composer__preview">
          <img src={image} alt={t('chat_image_alt')} />
          <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
            {t('chat_remove_image')}
          </Button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        <label className="icon-btn chat-composer__attach" title={t('chat_attach')}>
          <Svg>
            <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
          </Svg>
          <span className="visually-hidden">{t('chat_attach')}</span>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            data-testid="chat-attach"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        <textarea
          className="input chat-composer__text"
          rows={1}
          maxLength={CHAT_MAX_TEXT}
          placeholder={t('chat_placeholder')}
          aria-label={t('chat_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button type="submit" disabled={isSending || (!text.trim() && !image)}>
          {t('chat_send')}
        </Button>
      </div>
    </form>
  );
}

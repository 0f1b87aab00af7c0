import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, McError } from '@/components/member/centre-common';
import { Notice, QueryState, Section } from '@/components/member/common';
import { MC_KEYS, sendFeedback, useMyFeedback } from '@/features/member/api/member-centre';
import { useLocale } from '@/lib/merchant-context';
import '@/styles/member-centre.css';

const MAX_CHARS = 140;
const MAX_IMAGES = 3;
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/png', 'image/jpeg']);

const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Feedback (PUT /wps/feedback): 140 characters and up to 3 PNG/JPG images of 5 MB; my earlier ones. */
export function FeedbackPage() {
  const { t } = useTranslation('membercentre');
  const locale = useLocale();
  const client = useQueryClient();
  const mine = useMyFeedback();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () => sendFeedback({ content, images: await Promise.all(files.map(asDataUrl)) }),
    onSuccess: () => {
      setContent('');
      setFiles([]);
      void client.invalidateQueries({ queryKey: MC_KEYS.feedback });
    },
  });
  const add = (list: FileList | null) => {
    setFileError(null);
    const picked = [...(list ?? [])];
    if (picked.some((f) => !TYPES.has(f.type) || f.size > MAX_BYTES)) {
      setFileError(t('fb_bad_file'));
      return;
    }
    if (files.length + picked.length > MAX_IMAGES) {
      setFileError(t('fb_too_many'));
      return;
    }
    setFiles([...files, ...picked]);
  };
  return (
    <div className="mc-page" data-testid="feedback-page">
      <Section title={t('fb_title')}>
        <p>{t('fb_intro')}</p>
        <form
          className="mc-form"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <label className="mc-field">
            <span>{t('fb_content')}</span>
            <textarea
              name="feedback"
              rows={4}
              maxLength={MAX_CHARS}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
            <small>{t('fb_chars', { count: content.length })}</small>
          </label>
          <label className="mc-field">
            <span>{t('fb_images')}</span>
            <input
              type="file"
              name="feedback-images"
              accept="image/png,image/jpeg"
              multiple
              disabled={files.length >= MAX_IMAGES}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          {files.length > 0 && (
            <ul className="mc-files">
              {files.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; the list only grows or loses one
                <li key={`${f.name}-${i}`}>
                  {f.name}
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    {t('fb_remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {fileError && <Notice tone="error">{fileError}</Notice>}
          <McError error={send.error} />
          {send.isSuccess && (
            <Notice tone="success" testId="feedback-sent">
              {t('fb_sent')}
            </Notice>
          )}
          <button type="submit" className="btn btn--primary" disabled={!content.trim() || send.isPending}>
            {t('send')}
          </button>
        </form>
      </Section>
      <Section title={t('fb_mine')}>
        <QueryState query={mine}>
          <ul className="mc-list">
            {mine.data?.list.map((f) => (
              <li key={f.id} className="mc-list__block">
                <div className="mc-muted">{formatInstant(f.at, locale)}</div>
                <p>{f.content}</p>
                <p className={f.answer ? '' : 'mc-muted'}>
                  <strong>{t('fb_answer')}: </strong>
                  {f.answer ?? t('fb_waiting')}
                </p>
              </li>
            ))}
          </ul>
        </QueryState>
      </Section>
    </div>
  );
}

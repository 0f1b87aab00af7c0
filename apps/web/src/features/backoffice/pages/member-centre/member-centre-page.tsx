import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getStaffToken } from '@/features/backoffice/api/staff-session';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';

type TPage<T> = { list: T[]; total: number };
type TOpsFeedback = {
  id: string;
  username: string;
  content: string;
  images: number;
  answer: string | null;
  answeredAt: string | null;
  at: string;
};
type TOpsMessage = { id: string; to: string | null; title: string; body: string; at: string };

/** Opens a feedback image (staff bearer) in a new tab as a blob: the image route needs the token. */
async function openImage(id: string, position: number) {
  const res = await fetch(`/ops/feedback/${id}/images/${position}`, {
    headers: { authorization: `Bearer ${getStaffToken() ?? ''}` },
  });
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  window.open(url, '_blank', 'noopener');
}

function FeedbackRow({ item }: { item: TOpsFeedback }) {
  const { t } = useTranslation('backoffice');
  const [answer, setAnswer] = useState('');
  const write = useOpsWrite();
  return (
    <li className="bo-card" data-testid="ops-feedback">
      <p>
        <strong>{item.username}</strong> · {item.content}
      </p>
      {item.images > 0 && (
        <p>
          {t('mc_feedback_images')}:{' '}
          {Array.from({ length: item.images }, (_, i) => i).map((i) => (
            <button
              key={`image-${i}`}
              type="button"
              className="link-btn"
              onClick={() => void openImage(item.id, i)}
            >
              #{i + 1}{' '}
            </button>
          ))}
        </p>
      )}
      {item.answer ? (
        <p>
          <strong>{t('mc_feedback_answered')}:</strong> {item.answer}
        </p>
      ) : (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            write.mutate({ path: `/ops/feedback/${item.id}/answer`, body: { answer } });
          }}
        >
          <label>
            {t('mc_feedback_answer')}
            <textarea
              name="answer"
              value={answer}
              maxLength={1000}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </label>
          <OpsErrorAlert of={write} />
          <Button type="submit" size="sm" disabled={!answer.trim() || write.isPending}>
            {t('mc_feedback_answer_send')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** Member centre in the back office (role support): answer feedback, send internal messages. */
export function MemberCentrePage() {
  const { t, i18n } = useTranslation('backoffice');
  const [answered, setAnswered] = useState<'false' | ''>('false');
  const feedback = useOps<TPage<TOpsFeedback>>('/ops/feedback', answered ? { answered } : { pageSize: 50 });
  const sent = useOps<TPage<TOpsMessage>>('/ops/messages', { pageSize: 20 });
  const write = useOpsWrite();
  const [to, setTo] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [reason, setReason] = useState('');
  return (
    <section className="bo-page" aria-labelledby="bo-mc-title">
      <h1 id="bo-mc-title">{t('mc_feedback_title')}</h1>
      <div role="tablist" className="bo-tabs">
        <Button size="sm" variant={answered ? 'primary' : 'secondary'} onClick={() => setAnswered('false')}>
          {t('mc_feedback_pending')}
        </Button>
        <Button size="sm" variant={answered ? 'secondary' : 'primary'} onClick={() => setAnswered('')}>
          {t('mc_feedback_all')}
        </Button>
      </div>
      {feedback.isPending && <p>{t('loading')}</p>}
      <OpsErrorAlert of={feedback} />
      <ul className="bo-list">
        {feedback.data?.list.map((item) => (
          <FeedbackRow key={item.id} item={item} />
        ))}
      </ul>

      <h2>{t('mc_messages_title')}</h2>
      <form
        className="bo-form"
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(
            {
              path: '/ops/messages',
              body: { ...(to.trim() ? { username: to.trim() } : {}), title, body, reason },
            },
            {
              onSuccess: () => {
                setTitle('');
                setBody('');
              },
            },
          );
        }}
      >
        <label>
          {t('mc_messages_to')}
          <input name="to" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {t('mc_messages_subject')}
          <input name="title" value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          {t('mc_messages_body')}
          <textarea name="body" value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
        </label>
        <label>
          {t('reason')}
          <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <OpsErrorAlert of={write} />
        <Button type="submit" disabled={!title.trim() || !body.trim() || !reason.trim() || write.isPending}>
          {t('mc_messages_send')}
        </Button>
      </form>
      <h2>{t('mc_messages_sent')}</h2>
      <div className="bo-table">
        <div className="bo-table__scroll">
          <table>
            <tbody>
              {sent.data?.list.map((m) => (
                <tr key={m.id}>
                  <td>{formatInstant(m.at, i18n.language)}</td>
                  <td>{m.to ?? t('mc_messages_everyone')}</td>
                  <td>{m.title}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

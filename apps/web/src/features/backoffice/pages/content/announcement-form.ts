import type {
  OpsAnnouncementType,
  TOpsAnnouncement,
  TOpsAnnouncementInput,
} from '@crupier/contract/ops-content';

/** The editor's state: every field as the inputs hold it (text), texts by language. */
export type TAnnouncementForm = {
  type: OpsAnnouncementType;
  groupName: 'w_home' | 'w_forget';
  titles: Record<string, string>;
  contents: Record<string, string>;
  imageUrl: string;
  linkUrl: string;
  promotionType: string;
  execution: 'A' | 'B' | 'F';
  sort: string;
  published: boolean;
  /** `datetime-local` values (the browser's time zone), or empty. */
  startsAt: string;
  endsAt: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function emptyForm(type: OpsAnnouncementType): TAnnouncementForm {
  return {
    type,
    groupName: 'w_home',
    titles: {},
    contents: {},
    imageUrl: '',
    linkUrl: '',
    promotionType: '',
    execution: type === 'PU' ? 'A' : 'B',
    sort: '0',
    published: false,
    startsAt: '',
    endsAt: '',
  };
}

export function formOf(item: TOpsAnnouncement): TAnnouncementForm {
  return {
    type: item.type,
    groupName: item.groupName === 'w_forget' ? 'w_forget' : 'w_home',
    titles: { ...item.titles },
    contents: { ...item.contents },
    imageUrl: item.imageUrl ?? '',
    linkUrl: item.linkUrl ?? '',
    promotionType: item.promotionType ?? '',
    execution: item.execution === 'A' || item.execution === 'F' ? item.execution : 'B',
    sort: String(item.sort),
    published: item.published,
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
  };
}

/** Keeps only the languages with text: an empty tab is no translation (the site falls back). */
export function filled(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== ''));
}

/** The request body of `POST`/`PUT /ops/content/announcements`. */
export function inputOf(form: TAnnouncementForm): TOpsAnnouncementInput {
  const sort = Number.parseInt(form.sort, 10);
  return {
    type: form.type,
    groupName: form.type === 'B' ? form.groupName : null,
    titles: filled(form.titles),
    contents: form.type === 'B' ? {} : filled(form.contents),
    imageUrl: form.imageUrl.trim() || null,
    linkUrl: form.linkUrl.trim() || null,
    promotionType: form.promotionType.trim() || null,
    execution: form.type === 'PU' ? form.execution : 'B',
    sort: Number.isFinite(sort) ? sort : 0,
    published: form.published,
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
  };
}

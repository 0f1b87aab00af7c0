import DOMPurify from 'dompurify';
import { type HTMLAttributes, useMemo } from 'react';
import { useIsBrowser } from '@/lib/is-browser';

// Links may open a new tab, but must not hand that page a reference back to this one. (On the server,
// which has no DOM, DOMPurify cannot clean and nothing is cleaned: SafeHtml renders there empty.)
if (DOMPurify.isSupported)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });

export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
  });
}

type TSafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
};

/** Shows server-supplied HTML (announcements, help articles) after DOMPurify has cleaned it. */
export function SafeHtml({ html, ...props }: TSafeHtmlProps) {
  const isBrowser = useIsBrowser();
  const clean = useMemo(() => (isBrowser ? sanitizeHtml(html) : ''), [html, isBrowser]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify above.
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

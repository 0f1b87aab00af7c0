import DOMPurify from 'dompurify';
import { type HTMLAttributes, useMemo } from 'react';

// Links may open a new tab, but must not hand that page a reference back to this one.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!node.hasAttribute('target')) return;
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
  else node.removeAttribute('target');
});

export function sanitizeHtml(html: string): string {
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
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify above.
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

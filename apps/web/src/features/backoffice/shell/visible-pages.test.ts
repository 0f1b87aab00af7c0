import { ROLE_ROUTES } from '@crupier/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { OPS_PAGES } from '@/features/backoffice/pages';
import { visiblePages } from './visible-pages';

const pages = [
  { path: 'audit', requires: 'GET /ops/audit' },
  { path: 'sessions', requires: 'GET /ops/session/sessions' },
  { path: 'adjust', requires: 'POST /ops/accounts/:username/adjust' },
];

describe('back-office menu', () => {
  it('shows each role only the pages the role table lets it call', () => {
    expect(visiblePages(pages, ['admin']).map((p) => p.path)).toEqual(['audit', 'sessions', 'adjust']);
    expect(visiblePages(pages, ['finance']).map((p) => p.path)).toEqual(['sessions', 'adjust']);
    expect(visiblePages(pages, ['risk']).map((p) => p.path)).toEqual(['audit', 'sessions']);
    expect(visiblePages(pages, ['content', 'finance']).map((p) => p.path)).toEqual(['sessions', 'adjust']);
    expect(visiblePages(pages, [])).toEqual([]);
  });

  it('registers only pages whose route is in the role table', () => {
    for (const page of OPS_PAGES) {
      expect(ROLE_ROUTES.admin, page.path).toContain(page.requires);
    }
  });
});

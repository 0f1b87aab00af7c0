import { describe, expect, it } from 'vitest';
import { OPS_PAGES } from '@/features/backoffice/pages';
import { visiblePages } from '@/features/backoffice/shell/visible-pages';

/** The dashboard, content and games pages appear for the roles the contract's role table allows. */
describe('the dashboard, content and games pages by role', () => {
  const paths = (roles: string[]) => visiblePages(OPS_PAGES, roles).map((page) => page.path);

  it('shows content to the content role only among these three', () => {
    expect(paths(['content'])).toContain('content');
    expect(paths(['content'])).not.toContain('dashboard');
    expect(paths(['content'])).not.toContain('games');
  });

  it('shows the dashboard to finance and risk, games and vendors to admins only', () => {
    for (const role of ['finance', 'risk']) {
      expect(paths([role])).toContain('dashboard');
      expect(paths([role])).not.toContain('games');
      expect(paths([role])).not.toContain('content');
    }
    expect(paths(['admin'])).toEqual(expect.arrayContaining(['dashboard', 'content', 'games']));
    expect(paths(['support'])).not.toContain('dashboard');
  });
});

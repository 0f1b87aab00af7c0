import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, loadNamespace } from './i18n';

let renders = 0;

function LobbyText() {
  const { t } = useTranslation('lobby');
  renders += 1;
  return <p>{t('hot_games')}</p>;
}

describe('text bundles', () => {
  afterEach(async () => {
    await act(() => applyLanguage('es'));
  });

  it('adding a bundle does not render the components on screen again (ADR 026)', async () => {
    await loadNamespace('lobby');
    render(<LobbyText />);
    const before = renders;
    act(() => {
      i18next.addResourceBundle('pt', 'extra', { any: 'text' });
    });
    expect(renders).toBe(before);
  });

  it('a language switch renders the lazy texts in the new language', async () => {
    await loadNamespace('lobby');
    render(<LobbyText />);
    const spanish = screen.getByRole('paragraph').textContent;
    await act(() => applyLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).not.toBe(spanish);
    expect(screen.getByRole('paragraph').textContent).toBe(i18next.getFixedT('en', 'lobby')('hot_games'));
  });
});

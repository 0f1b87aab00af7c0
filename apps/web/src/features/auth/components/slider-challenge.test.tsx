import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/render-app';
import { SliderChallenge } from './slider-challenge';

const CHALLENGE = {
  id: 'ch-9',
  background: 'data:image/svg+xml;base64,PHN2Zy8+',
  piece: 'data:image/svg+xml;base64,PHN2Zy8+',
  y: 52,
  width: 300,
  height: 150,
  pieceSize: 44,
};

function renderSlider(props: Partial<Parameters<typeof SliderChallenge>[0]> = {}) {
  mockApi({ '/wps/verification/challenge': CHALLENGE });
  const onSolved = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SliderChallenge hasFailed={false} onSolved={onSolved} onCancel={onCancel} {...props} />
    </QueryClientProvider>,
  );
  return { onSolved, onCancel };
}

function pointer(
  type: 'pointerDown' | 'pointerMove' | 'pointerUp',
  target: Element,
  x: number,
  y: number,
  t: number,
) {
  const event = new MouseEvent(type.toLowerCase(), { bubbles: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'timeStamp', { value: t });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  fireEvent(target, event);
}

describe('slider challenge', () => {
  it('shows the picture at its natural size with the piece at the handle offset and y', async () => {
    renderSlider();
    const handle = await screen.findByRole('slider');
    const piece = screen.getByTestId('slider-piece');
    expect(piece).toHaveStyle({ left: '0px', top: '52px' });
    expect(handle).toHaveAttribute('aria-valuemax', '256');
    expect(piece.parentElement).toHaveStyle({ width: '300px', height: '150px' });
  });

  it('a drag answers {id, x, trail} with samples from pointer events, t in ms from pointer down', async () => {
    const { onSolved } = renderSlider();
    const handle = await screen.findByRole('slider');
    pointer('pointerDown', handle, 100, 200, 5_000);
    pointer('pointerMove', handle, 130, 201, 5_060);
    expect(screen.getByTestId('slider-piece')).toHaveStyle({ left: '30px' });
    pointer('pointerMove', handle, 190, 199, 5_140);
    pointer('pointerMove', handle, 241, 202, 5_260);
    pointer('pointerUp', handle, 240, 202, 5_330);
    expect(onSolved).toHaveBeenCalledWith({
      id: 'ch-9',
      x: 140,
      trail: [
        [0, 0, 0],
        [30, 1, 60],
        [90, -1, 140],
        [141, 2, 260],
        [140, 2, 330],
      ],
    });
  });

  it('a click without a drag answers nothing', async () => {
    const { onSolved } = renderSlider();
    const handle = await screen.findByRole('slider');
    pointer('pointerDown', handle, 100, 200, 0);
    pointer('pointerUp', handle, 100, 200, 80);
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('says so when the previous answer was refused, and cancels on request', async () => {
    const { onCancel } = renderSlider({ hasFailed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Completa primero la verificación.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

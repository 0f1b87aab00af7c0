import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

/** A stand-in IntersectionObserver: tests decide when an element comes on screen. */
const watched = new Map<Element, IntersectionObserverCallback>();
const options: IntersectionObserverInit[] = [];
class FakeObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    init: IntersectionObserverInit,
  ) {
    options.push(init);
  }
  observe(element: Element) {
    watched.set(element, this.callback);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {}
}

function show(element: Element, isIntersecting = true) {
  const callback = watched.get(element);
  act(() => callback?.([{ target: element, isIntersecting } as IntersectionObserverEntry], {} as never));
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('LazyImage', () => {
  it('waits for the picture to be a tenth on screen, with a skeleton of the same box', () => {
    render(<LazyImage src="/media/games/1.svg" alt="Dragón Dorado" shape="square" fallback="DD" />);
    const box = screen.getByTestId('lazy-image');
    expect(box).toHaveClass('lazy-img--square');
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('.skeleton')).not.toBeNull();
    expect(options).toContainEqual({ threshold: 0.1 });

    show(box, false);
    expect(box.querySelector('img')).toBeNull();
    show(box);
    const img = screen.getByRole('img', { name: 'Dragón Dorado' });
    expect(img).toHaveAttribute('src', '/media/games/1.svg');
    expect(box.querySelector('.skeleton')).not.toBeNull();
    expect(watched.has(box)).toBe(false);

    fireEvent.load(img);
    expect(box).toHaveAttribute('data-state', 'loaded');
    expect(box.querySelector('.skeleton')).toBeNull();
  });

  it('tries once and shows the placeholder when the picture fails', () => {
    render(<LazyImage src="/media/games/404.svg" alt="Perdido" shape="square" fallback="PE" />);
    const box = screen.getByTestId('lazy-image');
    show(box);
    fireEvent.error(box.querySelector('img')!);
    expect(box).toHaveAttribute('data-state', 'failed');
    expect(box.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Perdido' })).toHaveTextContent('PE');
    // Nothing watches it any more: it never asks for the picture again.
    expect(watched.has(box)).toBe(false);
  });

  it('starts over for another picture', () => {
    const { rerender } = render(<LazyImage src="/a.svg" alt="" shape="logo" />);
    show(screen.getByTestId('lazy-image'));
    fireEvent.load(screen.getByTestId('lazy-image').querySelector('img')!);
    rerender(<LazyImage src="/b.svg" alt="" shape="logo" />);
    const box = screen.getByTestId('lazy-image');
    expect(box).toHaveAttribute('data-state', 'waiting');
    show(box);
    expect(box.querySelector('img')).toHaveAttribute('src', '/b.svg');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/c.svg" alt="" shape="thumb" />);
    expect(screen.getByTestId('lazy-image').querySelector('img')).toHaveAttribute('src', '/c.svg');
  });
});

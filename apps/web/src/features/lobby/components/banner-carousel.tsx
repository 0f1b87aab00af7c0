import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@crupier/contract/constants';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { SlideContent } from './banner-slide';
import { ChevronLeftIcon, ChevronRightIcon } from './lobby-icons';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40;

/**
 * The banner carousel (spec §2, §9): the w_home banners, one every 5 s with a 1 s slide, dots, swipe,
 * paused on hover and focus, the title over the picture and the banner's link.
 */
export function BannerCarousel({ banners }: { banners: readonly TAnnouncement[] }) {
  const { t } = useTranslation('lobby');
  const count = banners.length;
  // Slide `count` is a copy of the first, so that the last slides on to the first rather than back.
  const [index, setIndex] = useState(0);
  const [isAnimated, setIsAnimated] = useState(true);
  const [isPaused, setIsPaused] = useState(false);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const didSwipe = useRef(false);
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      setIsAnimated(true);
      setIndex((value) => Math.min(value + 1, count));
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, isPaused]);

  useEffect(() => {
    if (isAnimated) return;
    // Back on the real first slide without animation: turn animation on again after that frame.
    const frame = requestAnimationFrame(() => setIsAnimated(true));
    return () => cancelAnimationFrame(frame);
  }, [isAnimated]);

  const go = (next: number) => {
    setIsAnimated(true);
    setIndex(next < 0 ? count - 1 : Math.min(next, count));
  };
  const onTransitionEnd = () => {
    if (index >= count) {
      setIsAnimated(false);
      setIndex(0);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, id: event.pointerId };
    didSwipe.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX) return;
    didSwipe.current = true;
    go(dx < 0 ? index + 1 : index - 1);
  };
  const slides = count > 1 ? [...banners, banners[0]!] : banners;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the autoplay.
    <div
      className="carousel"
      data-testid="banner-carousel"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onClickCapture={(event) => {
          // A swipe that ends on a link is not a click on it.
          if (!didSwipe.current) return;
          didSwipe.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <ul
          className="carousel__track"
          style={{
            transform: `translateX(-${index * 100}%)`,
            transition:
              isAnimated && !prefersReducedMotion() ? `transform ${BANNER_SPEED_MS}ms ease` : 'none',
          }}
          onTransitionEnd={onTransitionEnd}
        >
          {slides.map((banner, slide) => {
            const isCopy = slide === count;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the copy of the first slide shares its id.
                key={`${banner.id}-${slide}`}
                className="carousel__slide"
                aria-hidden={slide % count !== current || isCopy || undefined}
                inert={slide % count !== current || isCopy || undefined}
              >
                <SlideContent banner={banner} isFirst={slide === 0} />
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={t('previous_banner')}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={t('next_banner')}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className="carousel__dots">
            {banners.map((banner, slide) => (
              <button
                key={banner.id}
                type="button"
                className="carousel__dot"
                aria-label={t('slide_n', { n: slide + 1, total: count })}
                aria-current={slide === current || undefined}
                onClick={() => go(slide)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

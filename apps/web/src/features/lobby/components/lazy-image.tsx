import { type ReactNode, useEffect, useRef, useState } from 'react';
import { watchImage } from '@/features/lobby/viewport';
import { useIsBrowser } from '@/lib/is-browser';

/** `native`: a picture of a server-rendered page, left to the browser's own lazy loading (ADR 030). */
type TState = 'waiting' | 'loading' | 'loaded' | 'failed' | 'native';

type TLazyImageProps = {
  src: string;
  alt: string;
  /** The box keeps this shape from the start, so nothing moves when the picture arrives. */
  shape: 'square' | 'logo' | 'thumb';
  /** Shown instead of the picture when it cannot be loaded. */
  fallback?: ReactNode;
  className?: string;
};

function LazyImageOnce({ src, alt, shape, fallback, className }: TLazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // Rendered on the server, or taking over the server's page: the picture is already in the page.
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<TState>(() => (isBrowser ? 'waiting' : 'native'));

  // The browser may have loaded (or failed) the picture before the app took the page over.
  useEffect(() => {
    const image = imageRef.current;
    if (state !== 'native' || !image?.complete) return;
    setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [state]);

  useEffect(() => {
    const element = ref.current;
    if (state !== 'waiting' || !element) return;
    let isDone = false;
    let stop: () => void = () => undefined;
    stop = watchImage(element, (isVisible) => {
      if (!isVisible || isDone) return;
      isDone = true;
      setState('loading');
      stop();
    });
    if (isDone) stop();
    return () => stop();
  }, [state]);

  return (
    <span
      ref={ref}
      className={`lazy-img lazy-img--${shape} ${className ?? ''}`}
      data-state={state}
      data-testid="lazy-image"
    >
      {(state === 'loading' || state === 'loaded' || state === 'native') && (
        <img
          ref={imageRef}
          src={src}
          loading={state === 'native' ? 'lazy' : undefined}
          alt={alt}
          decoding="async"
          draggable={false}
          onLoad={() => setState('loaded')}
          // One attempt (spec §9): a picture that fails is not asked for again.
          onError={() => setState('failed')}
        />
      )}
      {state === 'failed' &&
        (alt ? (
          <span className="lazy-img__fallback" role="img" aria-label={alt}>
            {fallback}
          </span>
        ) : (
          <span className="lazy-img__fallback" aria-hidden="true">
            {fallback}
          </span>
        ))}
      {(state === 'waiting' || state === 'loading') && (
        <span className="lazy-img__skeleton skeleton" aria-hidden="true" />
      )}
    </span>
  );
}

/**
 * A picture loaded once it is a tenth on screen (spec §9: threshold 0.1, one attempt), with a skeleton
 * of the same size until it has loaded and a placeholder if it fails.
 */
export function LazyImage(props: TLazyImageProps) {
  // Another picture starts over: waiting, then one attempt of its own.
  return <LazyImageOnce key={props.src} {...props} />;
}

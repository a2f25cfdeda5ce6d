import { LAYOUT } from '@akkyeo/contracts';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import styles from './board-carousel.module.css';

export interface BoardCarouselProps {
  images: readonly string[];
  /** Alt text of the images (the post's first words). */
  alt: string;
  onOpen: (index: number) => void;
  /** The screen's first picture: fetched at once, ahead of other images. */
  priority?: boolean;
}

const AUTOPLAY_MS = 3_500;
/** A horizontal move longer than this (px) is a swipe to the next or previous picture. */
const SWIPE_PX = 40;

/**
 * A post's images (none: nothing), 300 px high; a tap opens the lightbox at that image. Several
 * cross-fade: a swipe moves one picture either way and rewinds at the ends; autoplay moves on every
 * 3.5 s while the card is on or near the screen and stops once the member swipes.
 */
export function BoardCarousel({ images, alt, onOpen, priority = false }: BoardCarouselProps) {
  const frame = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const [current, setCurrent] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const count = images.length;
  const near = useNearViewport(frame, count > 1 && autoplay);

  useEffect(() => {
    if (!near || !autoplay) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [near, autoplay, count]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) < SWIPE_PX) return;
    swiped.current = true;
    setAutoplay(false);
    setCurrent((index) => (index + (moved < 0 ? 1 : count - 1)) % count);
  };
  const open = (index: number) => {
    if (swiped.current) return;
    onOpen(index);
  };

  return (
    <div
      ref={frame}
      className={styles.carousel}
      style={{ height: LAYOUT.boardCarouselHeight }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      {images.map((src, index) => (
        <button
          key={src}
          type="button"
          className={index === current ? `${styles.slide} ${styles.current}` : styles.slide}
          onClick={() => open(index)}
          aria-label={`${alt} (${index + 1}/${count})`}
          tabIndex={index === current ? 0 : -1}
          data-testid="carousel-slide"
        >
          <img
            src={src}
            alt=""
            className={styles.image}
            loading={priority && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : 'auto'}
            draggable={false}
          />
        </button>
      ))}
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {images.map((src, index) => (
            <span
              key={src}
              className={index === current ? `${styles.dot} ${styles.on}` : styles.dot}
            />
          ))}
        </div>
      )}
    </div>
  );
}

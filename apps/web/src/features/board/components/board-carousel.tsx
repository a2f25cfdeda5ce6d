import { LAYOUT } from '@akkyeo/contracts';
import { lazy, Suspense, useRef } from 'react';
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

const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then(({ SwiperCarousel }) => ({ default: SwiperCarousel })),
);

function FirstImage({ images, alt, onOpen, priority = false }: BoardCarouselProps) {
  return (
    <div className={styles.carousel} style={{ height: LAYOUT.boardCarouselHeight }}>
      <button
        type="button"
        className={styles.open}
        onClick={() => onOpen(0)}
        aria-label={`${alt} (1/${images.length})`}
      >
        <img
          src={images[0]}
          alt=""
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          draggable={false}
        />
      </button>
    </div>
  );
}

/**
 * A post's images (none: nothing); a tap opens the lightbox at that image. One image is a plain
 * picture. Several become a Swiper (fade, autoplay) only while the card is on or near the screen:
 * a Swiper per card of a long list, each with its own autoplay, kept the main thread busy.
 * Elsewhere, and until Swiper's chunk arrives, the first image stands in its place, same size.
 */
export function BoardCarousel(props: BoardCarouselProps) {
  const frame = useRef<HTMLDivElement>(null);
  const several = props.images.length > 1;
  const near = useNearViewport(frame, several);
  if (props.images.length === 0) return null;
  return (
    <div ref={frame}>
      {several && near ? (
        <Suspense fallback={<FirstImage {...props} />}>
          <SwiperCarousel {...props} />
        </Suspense>
      ) : (
        <FirstImage {...props} />
      )}
    </div>
  );
}

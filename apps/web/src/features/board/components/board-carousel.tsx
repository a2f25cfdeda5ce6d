import { LAYOUT } from '@akkyeo/contracts';
import { lazy, Suspense } from 'react';
import styles from './board-carousel.module.css';

export interface BoardCarouselProps {
  images: readonly string[];
  /** Alt text of the images (the post's first words). */
  alt: string;
  onOpen: (index: number) => void;
}

// Swiper follows the list: until it arrives, the first image stands in its place, same size.
const SwiperCarousel = lazy(() =>
  import('./swiper-carousel').then(({ SwiperCarousel }) => ({ default: SwiperCarousel })),
);

function FirstImage({ images, alt, onOpen }: BoardCarouselProps) {
  return (
    <div className={styles.carousel} style={{ height: LAYOUT.boardCarouselHeight }}>
      <button
        type="button"
        className={styles.open}
        onClick={() => onOpen(0)}
        aria-label={`${alt} (1/${images.length})`}
      >
        <img src={images[0]} alt="" className={styles.image} loading="lazy" draggable={false} />
      </button>
    </div>
  );
}

/** A post's images (none: nothing); a tap opens the lightbox at that image. */
export function BoardCarousel(props: BoardCarouselProps) {
  if (props.images.length === 0) return null;
  return (
    <Suspense fallback={<FirstImage {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}

import { LAYOUT } from '@akkyeo/contracts';
import { Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import styles from './board-carousel.module.css';

import type { BoardCarouselProps } from './board-carousel';

const AUTOPLAY_MS = 3_500;

/** A post's images: fade, rewind, autoplay, 300 px high; a tap opens the lightbox at that image. */
export function SwiperCarousel({ images, alt, onOpen, priority = false }: BoardCarouselProps) {
  return (
    <Swiper
      className={styles.carousel}
      style={{ height: LAYOUT.boardCarouselHeight }}
      modules={[EffectFade, Autoplay, Pagination]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      rewind
      autoplay={images.length > 1 ? { delay: AUTOPLAY_MS, disableOnInteraction: true } : false}
      pagination={images.length > 1 ? { clickable: false } : false}
    >
      {images.map((src, index) => (
        <SwiperSlide key={src} className={styles.slide}>
          <button
            type="button"
            className={styles.open}
            onClick={() => onOpen(index)}
            aria-label={`${alt} (${index + 1}/${images.length})`}
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
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

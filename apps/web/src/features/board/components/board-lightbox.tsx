import { LIGHTBOX, messages } from '@akkyeo/contracts';
import Lightbox, { ImageSlide, type GenericSlide } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useCallback, useRef } from 'react';
import { SwipeTolerance } from './swipe-tolerance';

const text = messages.board.lightbox;
const LABELS = {
  Lightbox: text.title,
  Carousel: text.title,
  Slide: text.slide,
  Previous: text.previous,
  Next: text.next,
  Close: text.close,
  'Zoom in': text.zoomIn,
  'Zoom out': text.zoomOut,
  '{index} of {total}': '{index} / {total}',
};

const SLIDE_TYPE = 'board-image';

/**
 * The zoom plugin caps an `image` slide by its natural pixels (`maxZoomPixelRatio`); a slide of
 * our own type is capped by `maxZoom`, a scale of the image as shown, which is what
 * `LIGHTBOX.maxZoom` means.
 */
interface BoardImageSlide extends GenericSlide {
  type: typeof SLIDE_TYPE;
  src: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    [SLIDE_TYPE]: BoardImageSlide;
  }
}

export interface BoardLightboxProps {
  images: readonly string[];
  /** The open image, or -1 when closed. */
  index: number;
  onClose: () => void;
}

/**
 * The full-screen viewer of a post's images with pinch and double-tap zoom: steps of 0.12, up to
 * 3× the image as shown, down to 0.1; a sideways swipe of at least 50 px changes the image.
 */
export function BoardLightbox({ images, index, onClose }: BoardLightboxProps) {
  const zoom = useRef(1);
  const isZoomed = useCallback(() => zoom.current > 1, []);
  const single = images.length <= 1;
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(0, index)}
      close={onClose}
      slides={images.map((src) => ({ type: SLIDE_TYPE, src }))}
      plugins={[Zoom]}
      labels={LABELS}
      zoom={{
        zoomInMultiplier: 1 + LIGHTBOX.zoomStep,
        maxZoom: LIGHTBOX.maxZoom,
        minZoom: LIGHTBOX.minZoom,
        scrollToZoom: true,
        supports: [SLIDE_TYPE],
      }}
      on={{ zoom: ({ zoom: level }) => (zoom.current = level) }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={{
        slide: ({ slide, offset, rect }) =>
          slide.type === SLIDE_TYPE ? (
            <ImageSlide slide={{ src: slide.src }} offset={offset} rect={rect} />
          ) : undefined,
        controls: () => <SwipeTolerance isZoomed={isZoomed} />,
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
    />
  );
}

import { LIGHTBOX, messages } from '@akkyeo/contracts';
import Lightbox from 'yet-another-react-lightbox';
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

export interface BoardLightboxProps {
  images: readonly string[];
  /** The open image, or -1 when closed. */
  index: number;
  onClose: () => void;
}

/**
 * The full-screen viewer of a post's images with pinch and double-tap zoom: steps of 0.12, up to
 * 3× the image's pixels, down to 0.1; a sideways swipe of at least 50 px changes the image.
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
      slides={images.map((src) => ({ src }))}
      plugins={[Zoom]}
      labels={LABELS}
      zoom={{
        zoomInMultiplier: 1 + LIGHTBOX.zoomStep,
        maxZoomPixelRatio: LIGHTBOX.maxZoom,
        minZoom: LIGHTBOX.minZoom,
        scrollToZoom: true,
      }}
      on={{ zoom: ({ zoom: level }) => (zoom.current = level) }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={{
        controls: () => <SwipeTolerance isZoomed={isZoomed} />,
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
    />
  );
}

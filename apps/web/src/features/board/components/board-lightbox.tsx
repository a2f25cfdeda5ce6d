import { LIGHTBOX, messages } from '@akkyeo/contracts';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

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
 * 3× the image's pixels, down to 0.1.
 */
export function BoardLightbox({ images, index, onClose }: BoardLightboxProps) {
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
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}

import { LIGHTBOX } from '@akkyeo/contracts';
import { useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';
import {
  EVENT_ON_POINTER_CANCEL,
  EVENT_ON_POINTER_DOWN,
  EVENT_ON_POINTER_LEAVE,
  EVENT_ON_POINTER_MOVE,
  EVENT_ON_POINTER_UP,
  cleanup,
  useController,
} from 'yet-another-react-lightbox';

interface Start {
  x: number;
  y: number;
  released: boolean;
}

/**
 * Raises the lightbox's swipe threshold (fixed at 30 px in the library) to LIGHTBOX.swipeTolerance:
 * while one unzoomed finger has moved mostly sideways by less than that, its moves are held back from
 * the carousel, so a short drag neither starts a swipe nor changes the slide. Rendered through
 * `render.controls`, it mounts after the controller and so sees each pointer event first.
 */
export function SwipeTolerance({ isZoomed }: { isZoomed: () => boolean }) {
  const { subscribeSensors } = useController();
  const starts = useRef(new Map<number, Start>());

  useEffect(() => {
    const pointers = starts.current;
    const onDown = (event: PointerEvent) => {
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY, released: false });
    };
    const onMove = (event: PointerEvent) => {
      const start = pointers.get(event.pointerId);
      if (!start || start.released || pointers.size > 1 || isZoomed()) return;
      const dx = Math.abs(event.clientX - start.x);
      const dy = Math.abs(event.clientY - start.y);
      if (dx <= dy) return;
      if (dx < LIGHTBOX.swipeTolerance) event.stopPropagation();
      else start.released = true;
    };
    const onEnd = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    return cleanup(
      subscribeSensors(EVENT_ON_POINTER_DOWN, onDown),
      subscribeSensors(EVENT_ON_POINTER_MOVE, onMove),
      subscribeSensors(EVENT_ON_POINTER_UP, onEnd),
      subscribeSensors(EVENT_ON_POINTER_LEAVE, onEnd),
      subscribeSensors(EVENT_ON_POINTER_CANCEL, onEnd),
    );
  }, [subscribeSensors, isZoomed]);

  return null;
}

import { COMMENT_FLASH_MS } from '@akkyeo/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * When the URL's `type` query holds an element id, scrolls smoothly to that element once it is
 * there (looked for again when `ready`: the comments have mounted) and flashes it (`data-flash`)
 * for 1.8 s. Runs once per id.
 */
export function useFlashTarget(ready: boolean): void {
  const [params] = useSearchParams();
  const targetId = params.get('type');
  const done = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!targetId || done.current === targetId) return;
    const element = document.getElementById(targetId);
    if (!element) return;
    done.current = targetId;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element.setAttribute('data-flash', 'true');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => element.removeAttribute('data-flash'), COMMENT_FLASH_MS);
  }, [ready, targetId]);

  useEffect(() => () => clearTimeout(timer.current), []);
}

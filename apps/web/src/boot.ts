// The start of a drawn page: a classic script built on its own (`build/boot-script.ts`). It
// catches the taps on the drawn screen's controls that come before the app has taken the screen
// over (the app taps them again once it has, see `app/early-taps.tsx`); a drawn button does
// nothing before then, and a form's would submit the page. It stands in for the entry script,
// whose address and the page's chunks are in its data, and asks for them only once the screen
// and its first pictures have painted (or the pictures failed, or after `WAIT_MS`, or at the
// first caught tap): on a slow network the entry (about 100 KB) otherwise shared the bandwidth
// with the picture, and the drawn screen needs no script to show.
(() => {
  /** The longest the app waits for the paint and the pictures before it starts anyway. */
  const WAIT_MS = 1_500;
  /** What the app answers a tap on; one in a link is left to it, followed as a page load. */
  const CONTROL = 'button, summary, [role="button"], [role="switch"], [role="tab"]';
  const data = document.currentScript?.dataset;
  const entry = data?.entry;
  if (!data || !entry) return;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.body.append(script);
    // One request a task: each asked-for module costs the main thread a millisecond or two, and a
    // dozen in one task made a long task of their own on a slow phone. The app, started meanwhile,
    // may have named a module itself (Vite's preload of a lazy page's imports): it is not named twice.
    const modules = (data.modules ?? '').split(' ').filter(Boolean);
    const named = (href: string) => {
      const url = new URL(href, document.baseURI).href;
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
        (link) => link.href === url,
      );
    };
    const preloadNext = () => {
      const href = modules.shift();
      if (href === undefined) return;
      if (named(href)) return preloadNext();
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      setTimeout(preloadNext, 0);
    };
    preloadNext();
  };

  const taps: Element[] = [];
  const catchTap = (event: MouseEvent) => {
    const root = document.getElementById('root');
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!root || !target || !root.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    if (!taps.includes(target)) taps.push(target);
    start();
  };
  document.addEventListener('click', catchTap, true);
  window.takeEarlyTaps = () => {
    document.removeEventListener('click', catchTap, true);
    return taps.splice(0);
  };

  // Past the frame that paints them, so the app's requests begin after the screen's largest paint.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));

  const pictures = [...document.querySelectorAll('#root img[fetchpriority="high"]')];
  let waiting = pictures.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint();
  };
  for (const picture of pictures) {
    if (!(picture instanceof HTMLImageElement) || picture.complete) settled();
    else {
      picture.addEventListener('load', settled, { once: true });
      picture.addEventListener('error', settled, { once: true });
    }
  }
  if (pictures.length === 0) afterPaint();
  // Frames do not run in a background tab.
  setTimeout(start, WAIT_MS);
})();

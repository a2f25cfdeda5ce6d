// The start of a drawn page that shows first pictures: a classic script built on its own
// (`build/boot-script.ts`), named by the server in place of the entry script, with the entry's
// address and the page's chunks in its data. It asks for them only once the screen's pictures
// have painted (or failed, or after `WAIT_MS`): on a slow network the entry (about 100 KB)
// otherwise shared the bandwidth with the picture, and the drawn screen needs no script to show.
(() => {
  /** The longest the app waits for the pictures before it starts anyway. */
  const WAIT_MS = 1_500;
  const boot = document.currentScript;
  const entry = boot?.dataset.entry;
  if (!entry) return;
  const modules = (boot.dataset.modules ?? '').split(' ').filter(Boolean);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.body.append(script);
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
  if (pictures.length === 0) start();
  else setTimeout(start, WAIT_MS);
})();

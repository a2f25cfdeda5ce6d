import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ENTRY = '/assets/index-E1.js';

/** Runs the boot script as the page's script named with `modules`, over a root with `pictures`. */
async function boot(pictures: number, modules = '/assets/deal-A1.js /assets/api-B2.js') {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root">' +
    '<img src="/cdn/a.webp" fetchpriority="high" alt="">'.repeat(pictures) +
    '<img src="/cdn/avatar.webp" loading="lazy" alt="">' +
    '</div>';
  const script = document.createElement('script');
  script.dataset.entry = ENTRY;
  script.dataset.modules = modules;
  document.body.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('./boot');
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

const entryScripts = () => document.querySelectorAll(`script[type="module"][src="${ENTRY}"]`);
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  // The pictures are still loading until a test says otherwise.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  // The test's document loads no script file: the entry's counts as loaded.
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the boot script of a drawn page with pictures', () => {
  it('starts the app two frames after its last picture has loaded or failed', async () => {
    const [first, second] = await boot(2);
    first!.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    second!.dispatchEvent(new Event('error'));
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(preloaded()).toEqual(['/assets/deal-A1.js', '/assets/api-B2.js']);
    expect(entryScripts()).toHaveLength(1);
    expect(entryScripts()[0]!.getAttribute('crossorigin')).toBe('');
    vi.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts the app after 1.5 s when a picture never comes', async () => {
    await boot(1);
    vi.advanceTimersByTime(1_499);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts at once with no picture, and after a frame with pictures already loaded', async () => {
    await boot(0, '');
    expect(entryScripts()).toHaveLength(1);
    expect(preloaded()).toEqual([]);
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    await boot(1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
  });
});

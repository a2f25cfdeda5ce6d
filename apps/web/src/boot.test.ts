import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ENTRY = '/assets/index-E1.js';

const CONTROLS =
  '<button type="submit" id="send">등록</button>' +
  '<div role="switch" id="hide" aria-checked="false"><span id="knob"></span></div>' +
  '<a href="/f/about/1" id="link"><button type="button" id="inner">보기</button></a>' +
  '<p id="text">본문</p>';

/**
 * Runs the boot script as the page's script naming the entry and `modules` (`null`: neither), over
 * a root with `pictures` and a form of controls.
 */
async function boot(
  pictures: number,
  modules: string | null = '/assets/deal-A1.js /assets/api-B2.js',
) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="root"><form id="form">' +
    '<img src="/cdn/a.webp" fetchpriority="high" alt="">'.repeat(pictures) +
    '<img src="/cdn/avatar.webp" loading="lazy" alt="">' +
    CONTROLS +
    '</form></div><button id="outside">밖</button>';
  window.takeEarlyTaps?.();
  delete window.takeEarlyTaps;
  const script = document.createElement('script');
  if (modules !== null) {
    script.dataset.entry = ENTRY;
    script.dataset.modules = modules;
  }
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

describe('the boot script of a drawn page', () => {
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
    expect(entryScripts()).toHaveLength(1);
    // The page's chunks follow one a task, so no task asks for them all.
    expect(preloaded()).toEqual(['/assets/deal-A1.js']);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/assets/deal-A1.js', '/assets/api-B2.js']);
    expect(entryScripts()[0]!.getAttribute('crossorigin')).toBe('');
    vi.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('does not name again a chunk the app has named meanwhile', async () => {
    const [picture] = await boot(1, '/assets/deal-A1.js /assets/api-B2.js /assets/ui-C3.js');
    picture!.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    const byApp = document.createElement('link');
    byApp.rel = 'modulepreload';
    byApp.href = '/assets/api-B2.js';
    document.head.append(byApp);
    vi.advanceTimersByTime(10);
    expect(preloaded()).toEqual(['/assets/deal-A1.js', '/assets/api-B2.js', '/assets/ui-C3.js']);
  });

  it('starts the app after 1.5 s when a picture never comes', async () => {
    await boot(1);
    vi.advanceTimersByTime(1_499);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts two frames in with no picture or pictures already loaded, or after 1.5 s', async () => {
    await boot(0, '');
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
    expect(preloaded()).toEqual([]);
    // In a background tab no frame comes.
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    await boot(0, '');
    vi.advanceTimersByTime(1_499);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    noFrames.mockRestore();
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    await boot(1);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
  });
});

/** Taps the element with `id` as a phone does, and says whether the page let it act. */
function tap(id: string): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  return document.getElementById(id)!.dispatchEvent(event);
}

describe('the boot script catches the taps before the app has started', () => {
  it('keeps each tapped control once, in order, without acting, and starts the app at once', async () => {
    await boot(1);
    expect(tap('knob')).toBe(false);
    expect(entryScripts()).toHaveLength(1);
    expect(tap('send')).toBe(false);
    expect(tap('hide')).toBe(false);
    expect(window.takeEarlyTaps?.().map((tapped) => tapped.id)).toEqual(['hide', 'send']);
  });

  it('lets links, text and what is outside the screen be', async () => {
    await boot(1);
    expect(tap('inner')).toBe(true);
    expect(tap('link')).toBe(true);
    expect(tap('text')).toBe(true);
    expect(tap('outside')).toBe(true);
    expect(entryScripts()).toHaveLength(0);
    expect(window.takeEarlyTaps?.()).toEqual([]);
  });

  it('stops catching once the app has taken the taps', async () => {
    await boot(0);
    expect(tap('send')).toBe(false);
    expect(window.takeEarlyTaps?.()).toHaveLength(1);
    expect(tap('hide')).toBe(true);
    expect(window.takeEarlyTaps?.()).toEqual([]);
  });

  it('does nothing on a page that names no entry', async () => {
    await boot(0, null);
    expect(tap('hide')).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(0);
    expect(window.takeEarlyTaps).toBeUndefined();
  });
});

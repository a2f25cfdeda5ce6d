import { lazy, type ComponentType } from 'react';

/** A page whose module loads on demand and can be loaded ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

export const isLazyPage = (page: ComponentType | LazyPage): page is LazyPage =>
  typeof (page as Partial<LazyPage>).preload === 'function';

/**
 * Like `React.lazy`, but once the module has loaded (by `preload` or an earlier render) the page
 * renders at once instead of suspending. A page that suspends on the app's first render shows the
 * spinner first, and React then holds the page back until 300 ms after that spinner appeared
 * (its throttle on revealing suspended content); preloaded before the first render, it never does.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(remember);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  return Object.assign(Page, { preload: () => remember().then(() => undefined) });
}

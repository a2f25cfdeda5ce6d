import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const page = () => Promise.resolve({ default: () => <p>페이지</p> });

function show(Page: ReturnType<typeof lazyPage>) {
  render(
    <Suspense fallback={<p>불러오는 중</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(page);
    const Page = lazyPage(load);
    await Page.preload();
    show(Page);
    expect(screen.getByText('페이지')).toBeTruthy();
    expect(screen.queryByText('불러오는 중')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded', async () => {
    const Page = lazyPage(page);
    show(Page);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    expect(await screen.findByText('페이지')).toBeTruthy();
  });
});

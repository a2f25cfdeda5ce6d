import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('shows the page top bar in place of the header', () => {
    renderRoutes([
      { path: '/', element: <PageLayout topBar={<p>top bar</p>}>content</PageLayout> },
    ]);
    expect(screen.getByText('top bar')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows no header when told so', () => {
    renderRoutes([{ path: '/', element: <PageLayout header={null}>content</PageLayout> }]);
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberName } from './member-name';

describe('MemberName', () => {
  it('shows the crown for a manager', () => {
    render(<MemberName nickname="핫딜매니저" role="ROLE_MANAGER" />);
    expect(screen.getByText('핫딜매니저')).toBeTruthy();
    expect(screen.getByRole('img', { name: '매니저' })).toBeTruthy();
  });

  it('shows the name alone for other roles', () => {
    render(<MemberName nickname="알뜰쇼퍼" role="ROLE_USER" />);
    expect(screen.getByText('알뜰쇼퍼')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '매니저' })).toBeNull();
  });
});

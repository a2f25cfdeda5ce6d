import { messages, type AppRouteName } from '@akkyeo/contracts';
import type { ComponentType } from 'react';
import { routePath } from '@akkyeo/contracts';
import { BellIcon, BoardIcon, FlameIcon, StarIcon, UserIcon, type IconProps } from '../icons';

export interface BottomTab {
  label: string;
  to: string;
  /** Route names for which the tab is active. */
  routes: readonly AppRouteName[];
  icon: ComponentType<IconProps>;
}

export const bottomTabs: readonly BottomTab[] = [
  {
    label: messages.menu.hotDeal,
    to: routePath('main'),
    routes: ['main', 'home'],
    icon: FlameIcon,
  },
  {
    label: messages.menu.board,
    to: routePath('boardListPage'),
    routes: ['boardListPage'],
    icon: BoardIcon,
  },
  {
    label: messages.menu.favorites,
    to: routePath('feedLikePage'),
    routes: ['feedLikePage'],
    icon: StarIcon,
  },
  {
    label: messages.menu.notifications,
    to: routePath('notiListPage'),
    routes: ['notiListPage', 'keywordAlertPage'],
    icon: BellIcon,
  },
  {
    label: messages.menu.myInfo,
    to: routePath('MyInfoPage'),
    routes: ['MyInfoPage'],
    icon: UserIcon,
  },
];

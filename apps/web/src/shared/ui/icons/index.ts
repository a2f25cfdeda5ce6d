export { CrownIcon } from './crown-icon';
export { Icon, type IconProps } from './icon';
export {
  BackIcon,
  BellIcon,
  BoardIcon,
  CloseIcon,
  FlameIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './icons';

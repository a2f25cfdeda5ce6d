export { CrownIcon } from './crown-icon';
export { Icon, type IconProps } from './icon';
export {
  BackIcon,
  BellIcon,
  BoardIcon,
  CloseIcon,
  CommentIcon,
  FlameIcon,
  HeartIcon,
  ImageIcon,
  LinkIcon,
  MoreIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  ShareIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
} from './icons';

export { BottomMenu } from './bottom-menu/bottom-menu';
export { bottomTabs, type BottomTab } from './bottom-menu/tabs';
export { Button, type ButtonProps } from './button/button';
export { CompanyFooter } from './company-footer/company-footer';
export { DialogHost } from './dialog/dialog-host';
export { dialog, useDialogStore, type DialogOptions } from './dialog/dialog-store';
export { FallbackImage, type FallbackImageProps } from './fallback-image/fallback-image';
export {
  FloatingWriteButton,
  type FloatingWriteButtonProps,
} from './floating-write-button/floating-write-button';
export { FormField, type FormFieldProps } from './form-field/form-field';
export { FormTopBar, type FormTopBarProps } from './form-top-bar/form-top-bar';
export { Header, type HeaderProps, type HeaderVariant } from './header/header';
export * from './icons';
export { InfiniteList, type InfiniteListProps } from './infinite-list/infinite-list';
export {
  InfiniteQueryList,
  type InfiniteQueryListProps,
} from './infinite-list/infinite-query-list';
export { useSentinel } from './infinite-list/use-sentinel';
export {
  ImageRemoveButton,
  type ImageRemoveButtonProps,
} from './image-remove-button/image-remove-button';
export { LoadFailed, type LoadFailedProps } from './load-failed/load-failed';
export { Logo } from './logo/logo';
export {
  MemberAvatar,
  MemberName,
  type MemberAvatarProps,
  type MemberNameProps,
} from './member-name/member-name';
export { NotFound, type NotFoundProps } from './not-found/not-found';
export { PageHeaderContext, PageLayout, type PageLayoutProps } from './page-layout/page-layout';
export { ProgressModal, type ProgressModalProps } from './progress-modal/progress-modal';
export { RelativeTime, type RelativeTimeProps } from './relative-time/relative-time';
export { SlideUpModal, type SlideUpModalProps } from './slide-up-modal/slide-up-modal';
export {
  ShareLinkButtons,
  type ShareLinkButtonsProps,
} from './share-link-buttons/share-link-buttons';
export * from './summary-row';
export { Switch, type SwitchProps } from './switch/switch';
export { SwitchRow, type SwitchRowProps } from './switch/switch-row';
export { Tabs, type TabOption, type TabsProps } from './tabs/tabs';
export {
  NewPasswordFields,
  TextField,
  type NewPassword,
  type NewPasswordFieldsProps,
  type TextFieldProps,
} from './text-field/text-field';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { ToastHost } from './toast/toast-host';
export {
  toast,
  useToastStore,
  type ToastAction,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-store';

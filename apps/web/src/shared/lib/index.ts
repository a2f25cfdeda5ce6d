export { formatDate, formatRelativeTime } from './dates';
export { formatNumber, formatPrice } from './price';
export { shippingLabel, type ShippingInput } from './shipping-label';
export { LOGO_URL, resolveImageUrl } from './image-url';
export { decodeAccessToken } from './jwt';
export { currentPath, navigateTo, setNavigator } from './navigation';
export { loadKakao, type KakaoSdk } from './kakao-sdk';
export { copyText } from './copy-text';
export { blockComposingEnter, isComposingEnter } from './composing-enter';
export { shareLink, type ShareMessage } from './share-link';
export { fieldErrorProps, validateFields, type FieldErrors } from './field-errors';
export { formatTimeLeft, useSecondClock } from './ticker';
export { checkPickedImages } from './check-picked-images';
export { keepMemberHint } from './member-hint';
export {
  firstRenderTime,
  isServer,
  setServerRenderTime,
  useHydrated,
  useRenderNow,
} from './hydration';

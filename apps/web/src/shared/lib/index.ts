export { formatDate, formatRelativeTime } from './dates';
export { dayjs } from './dayjs';
export { formatNumber, formatPrice } from './price';
export { shippingLabel, type ShippingInput } from './shipping-label';
export { LOGO_URL, resolveImageUrl } from './image-url';
export { decodeAccessToken } from './jwt';
export { currentPath, navigateTo, setNavigator } from './navigation';
export { loadKakao, type KakaoSdk } from './kakao-sdk';

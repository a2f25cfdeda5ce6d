export const shipping = {
  wowFree: '와우무료',
  paid: '유료배송',
  free: '무료배송',
} as const;

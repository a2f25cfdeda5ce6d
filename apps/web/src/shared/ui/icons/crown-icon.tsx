import type { IconProps } from './icon';

/** The gold crown shown beside a manager's name (filled, so it reads at small sizes). */
export const CrownIcon = ({ size = 16, ...props }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path
      d="M3 7.5 7.5 11 12 4l4.5 7L21 7.5 19 18H5z"
      fill="#f5b700"
      stroke="#d99a00"
      strokeWidth={1.2}
      strokeLinejoin="round"
    />
    <rect x="5" y="18.5" width="14" height="2.5" rx="1" fill="#d99a00" />
  </svg>
);

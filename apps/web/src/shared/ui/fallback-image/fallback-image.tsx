import { useState, type ImgHTMLAttributes } from 'react';
import { LOGO_URL, resolveImageUrl } from '../../lib/image-url';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A CDN-relative path or an absolute URL; empty shows the logo. */
  src: string | null | undefined;
  fallback?: string;
}

/** An image that shows the logo when it is missing or fails to load. */
export function FallbackImage({
  src,
  fallback = LOGO_URL,
  alt = '',
  ...props
}: FallbackImageProps) {
  const resolved = resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !resolved || failedSrc === resolved;
  return (
    <img
      {...props}
      alt={alt}
      src={showFallback ? fallback : resolved}
      data-fallback={showFallback ? 'true' : undefined}
      onError={() => {
        if (resolved) setFailedSrc(resolved);
      }}
    />
  );
}

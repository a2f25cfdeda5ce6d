import { LinkIcon, ShareIcon } from '../icons/icons';

export interface ShareLinkButtonsProps {
  /** The accessible name of the copy-link button. */
  copyLabel: string;
  /** The accessible name of the share-to-messenger button. */
  shareLabel: string;
  onCopy: () => void;
  onShare: () => void;
  /** The class of both buttons. */
  className?: string;
}

/** Two icon buttons: copy the page's link, and share it to a messenger. */
export function ShareLinkButtons({
  copyLabel,
  shareLabel,
  onCopy,
  onShare,
  className,
}: ShareLinkButtonsProps) {
  return (
    <>
      <button type="button" className={className} aria-label={copyLabel} onClick={onCopy}>
        <LinkIcon size={20} />
      </button>
      <button type="button" className={className} aria-label={shareLabel} onClick={onShare}>
        <ShareIcon size={20} />
      </button>
    </>
  );
}

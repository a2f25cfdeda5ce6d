export { fetchBlocks, fetchMutes, filterKeys, removeMute, unblockMember } from './api';
export { DealMoreButton, type DealMoreButtonProps } from './deal-more-button';
export { useBlockMember } from './use-block-member';
export { useMute } from './use-mute';

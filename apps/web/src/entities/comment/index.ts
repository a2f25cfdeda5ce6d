export { CommentBox, type CommentBoxProps, type ReplyTarget } from './comment-box';
export { CommentItem, type CommentItemProps } from './comment-item';
export { CommentList, type CommentListProps } from './comment-list';
export { CommentSection, type CommentSectionProps } from './comment-section';
export { useFlashTarget } from './use-flash-target';

import { messages } from '@akkyeo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { formatDate } from '@/shared/lib';
import { fetchBlocks, filterKeys, unblockMember } from '@/entities/member-filter';
import { FallbackImage, SlideUpModal, Spinner, toast } from '@/shared/ui';
import styles from './filter-list.module.css';

export interface BlockedMembersSheetProps {
  open: boolean;
  onClose: () => void;
}

/** 내 정보's 차단한 회원: each blocked member with 차단 해제. */
export function BlockedMembersSheet({ open, onClose }: BlockedMembersSheetProps) {
  const queryClient = useQueryClient();
  const blocks = useQuery({
    queryKey: filterKeys.blocks,
    queryFn: ({ signal }) => fetchBlocks(signal),
    enabled: open,
  });

  const unblock = async (memberId: number, nickname: string) => {
    try {
      await unblockMember(memberId);
      toast.success(messages.block.unblocked(nickname));
      await queryClient.invalidateQueries();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <SlideUpModal open={open} onClose={onClose} title={messages.block.blockListTitle}>
      {blocks.data ? (
        blocks.data.content.length === 0 ? (
          <p className={styles.empty}>{messages.block.blockListEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {blocks.data.content.map((member) => (
              <li key={member.memberId} className={styles.row}>
                <FallbackImage
                  src={member.profileImg}
                  alt=""
                  width={36}
                  height={36}
                  className={styles.avatar}
                />
                <span className={styles.label}>
                  <span>{member.nickname}</span>
                  <span className={styles.sub}>
                    {messages.block.blockedAt(formatDate(member.blockedAt))}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={messages.block.unblockNamed(member.nickname)}
                  onClick={() => void unblock(member.memberId, member.nickname)}
                >
                  {messages.block.unblock}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : blocks.isError ? (
        <p className={styles.empty}>{messages.app.loadFailed}</p>
      ) : (
        <Spinner block />
      )}
    </SlideUpModal>
  );
}

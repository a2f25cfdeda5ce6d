import { messages } from '@akkyeo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { dealKeys } from '@/entities/deal';
import { fetchMutes, filterKeys, removeMute } from '@/entities/member-filter';
import { SlideUpModal, Spinner, toast } from '@/shared/ui';
import styles from './filter-list.module.css';

export interface MutedItemsSheetProps {
  open: boolean;
  onClose: () => void;
}

/** 내 정보's 숨긴 단어·쇼핑몰: each muted word and store with 다시 보기. */
export function MutedItemsSheet({ open, onClose }: MutedItemsSheetProps) {
  const queryClient = useQueryClient();
  const mutes = useQuery({
    queryKey: filterKeys.mutes,
    queryFn: ({ signal }) => fetchMutes(signal),
    enabled: open,
  });

  const unmute = async (id: number) => {
    try {
      await removeMute(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: filterKeys.mutes }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <SlideUpModal open={open} onClose={onClose} title={messages.block.muteListTitle}>
      {mutes.data ? (
        mutes.data.content.length === 0 ? (
          <p className={styles.empty}>{messages.block.muteListEmpty}</p>
        ) : (
          <ul className={styles.list}>
            {mutes.data.content.map((mute) => (
              <li key={mute.id} className={styles.row}>
                <span className={styles.tag}>
                  {mute.type === 'WORD'
                    ? messages.block.muteTypeWord
                    : messages.block.muteTypeMarket}
                </span>
                <span className={styles.label}>{mute.value}</span>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={messages.block.unmuteNamed(mute.value)}
                  onClick={() => void unmute(mute.id)}
                >
                  {messages.block.unmute}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : mutes.isError ? (
        <p className={styles.empty}>{messages.app.loadFailed}</p>
      ) : (
        <Spinner block />
      )}
    </SlideUpModal>
  );
}

import { appPath, messages, type BoardListItem } from '@akkyeo/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { useBlockMember } from '@/entities/member-filter';
import { useRequireLogin } from '@/shared/routing';
import { dialog, SlideUpModal, toast } from '@/shared/ui';
import { useDeleteBoard, useHideBoard, useReportBoard } from '../hooks';
import styles from '@/shared/ui/slide-up-modal/sheet-menu.module.css';

export interface BoardMenuProps {
  item: BoardListItem;
  isMine: boolean;
  open: boolean;
  onClose: () => void;
  /** After the post was hidden or deleted (the detail page leaves). */
  onGone?: () => void;
}

/** A post's menu: hide for everyone, report and block its author for others, edit and delete for its author; each confirmed. */
export function BoardMenu({ item, isMine, open, onClose, onGone }: BoardMenuProps) {
  const [step, setStep] = useState<'actions' | 'reasons'>('actions');
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const hide = useHideBoard();
  const report = useReportBoard();
  const remove = useDeleteBoard();
  const block = useBlockMember();

  const close = () => {
    setStep('actions');
    onClose();
  };

  const onHide = async () => {
    close();
    if (!(await requireLogin())) return;
    if (!(await dialog.confirm(messages.board.confirmHide))) return;
    try {
      await hide.mutateAsync(item.id);
      toast.success(messages.board.hidden);
      onGone?.();
    } catch {
      await dialog.alert(messages.board.hideFailed);
    }
  };

  const onReport = async (reason: string) => {
    close();
    if (!(await dialog.confirm(messages.board.confirmReport))) return;
    try {
      await report.mutateAsync({ id: item.id, reason });
      toast.success(messages.board.reported);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const onDelete = async () => {
    close();
    if (!(await dialog.confirm(messages.board.confirmDelete))) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(messages.board.deleted);
      onGone?.();
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.board.deleteFailed });
    }
  };

  const onBlock = async () => {
    close();
    const blocked = await block({
      memberId: item.memberId,
      nickname: item.memberInfo.nickname,
    });
    if (blocked) onGone?.();
  };

  const chooseReason = async () => {
    if (!(await requireLogin())) return close();
    setStep('reasons');
  };

  return (
    <SlideUpModal
      open={open}
      onClose={close}
      title={step === 'reasons' ? messages.board.reportReasonTitle : undefined}
    >
      {step === 'actions' ? (
        <ul className={styles.list}>
          <li>
            <button type="button" className={styles.item} onClick={() => void onHide()}>
              {messages.board.hide}
            </button>
          </li>
          {!isMine && (
            <li>
              <button type="button" className={styles.item} onClick={() => void chooseReason()}>
                {messages.board.report}
              </button>
            </li>
          )}
          {!isMine && (
            <li>
              <button type="button" className={styles.item} onClick={() => void onBlock()}>
                {messages.block.blockAction}
              </button>
            </li>
          )}
          {isMine && (
            <>
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    close();
                    void navigate(appPath('BoardEditPage', { id: item.id }));
                  }}
                >
                  {messages.board.editPost}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={`${styles.item} ${styles.danger}`}
                  onClick={() => void onDelete()}
                >
                  {messages.board.delete}
                </button>
              </li>
            </>
          )}
        </ul>
      ) : (
        <ul className={styles.list}>
          {messages.board.reportReasons.map((reason) => (
            <li key={reason}>
              <button type="button" className={styles.item} onClick={() => void onReport(reason)}>
                {reason}
              </button>
            </li>
          ))}
        </ul>
      )}
    </SlideUpModal>
  );
}

import { messages, type AdminTip, type TipLinkRequest } from '@akkyeo/contracts';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice, formatRelativeTime } from '@/shared/lib';
import { Button, SlideUpModal } from '@/shared/ui';
import styles from './review-sheet.module.css';

export interface LinkSheetProps {
  tip: AdminTip;
  busy: boolean;
  onClose: () => void;
  onLink: (body: TipLinkRequest) => void;
}

const say = messages.tip;

/**
 * 기존 딜에 연결: one of the open deals of the same product, and whether the finder's text becomes
 * their comment there (제보 내용을 댓글로 남기기, on when they wrote any).
 */
export function LinkSheet({ tip, busy, onClose, onLink }: LinkSheetProps) {
  const id = useId();
  const [dealId, setDealId] = useState(tip.duplicates[0]?.id ?? 0);
  const [postAsComment, setPostAsComment] = useState(tip.content.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dealId) onLink({ dealId, postAsComment });
  };

  return (
    <SlideUpModal open onClose={onClose} title={say.linkTitle}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{say.linkChoose}</legend>
          {tip.duplicates.map((deal) => (
            <label key={deal.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-deal`}
                value={deal.id}
                checked={dealId === deal.id}
                onChange={() => setDealId(deal.id)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{deal.name}</span>
                <span className={styles.choiceMeta}>
                  {formatPrice(deal.price)} · {deal.market} ·{' '}
                  {formatRelativeTime(deal.createdDatetime)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={postAsComment}
            disabled={!tip.content.trim()}
            onChange={(event) => setPostAsComment(event.target.checked)}
          />
          {say.postAsComment}
        </label>
        <Button type="submit" block disabled={busy || !dealId}>
          {say.linkDuplicate}
        </Button>
      </form>
    </SlideUpModal>
  );
}

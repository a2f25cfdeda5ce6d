import {
  messages,
  TIP_REJECT_REASONS,
  type TipRejectReason,
  type TipRejectRequest,
} from '@akkyeo/contracts';
import { useId, useState, type FormEvent } from 'react';
import { dealFormStyles as fieldStyles } from '@/entities/deal-form';
import { Button, SlideUpModal } from '@/shared/ui';
import styles from './review-sheet.module.css';

export interface RejectSheetProps {
  busy: boolean;
  onClose: () => void;
  onReject: (body: TipRejectRequest) => void;
}

const say = messages.tip;
const NOTE_MAX = 200;

/** 제보 반려: one reason from the short list, and a note (which 기타 needs). */
export function RejectSheet({ busy, onClose, onReject }: RejectSheetProps) {
  const id = useId();
  const [reason, setReason] = useState<TipRejectReason>('DUPLICATE');
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (reason === 'OTHER' && !text) {
      setMissingNote(true);
      return;
    }
    onReject({ reason, note: text || null });
  };

  return (
    <SlideUpModal open onClose={onClose} title={say.rejectTitle}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{say.rejectNoteLabel}</legend>
          {TIP_REJECT_REASONS.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingNote(false);
                }}
              />
              {say.rejectReasons[value]}
            </label>
          ))}
        </fieldset>
        <textarea
          className={fieldStyles.textarea}
          value={note}
          maxLength={NOTE_MAX}
          placeholder={say.rejectNotePlaceholder}
          aria-label={say.rejectNoteLabel}
          aria-invalid={missingNote || undefined}
          aria-describedby={missingNote ? `${id}-note` : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissingNote(false);
          }}
        />
        {missingNote && (
          <p id={`${id}-note`} className={styles.error} role="alert">
            {say.rejectNoteRequired}
          </p>
        )}
        <Button type="submit" block disabled={busy}>
          {say.reject}
        </Button>
      </form>
    </SlideUpModal>
  );
}

import { messages, MUTE_WORD_MAX_LENGTH, type FeedListItem } from '@akkyeo/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SlideUpModal, TextField } from '@/shared/ui';
import menu from '@/shared/ui/slide-up-modal/sheet-menu.module.css';
import styles from './deal-mute-sheet.module.css';
import { useMute } from './use-mute';

export interface DealMuteSheetProps {
  item: Pick<FeedListItem, 'name' | 'market'>;
  onClose: () => void;
}

/** 이런 딜 그만 보기: 이 쇼핑몰 딜 그만 보기, or 단어로 숨기기… with a word to type. */
export default function DealMuteSheet({ item, onClose }: DealMuteSheetProps) {
  const [step, setStep] = useState<'menu' | 'word'>('menu');
  const [word, setWord] = useState('');
  const mute = useMute();

  const muteWord = async (event: FormEvent) => {
    event.preventDefault();
    const value = word.trim();
    if (!value) return;
    if (await mute({ type: 'WORD', value })) onClose();
  };

  return (
    <SlideUpModal
      open
      onClose={onClose}
      title={step === 'word' ? messages.block.muteWordTitle : messages.feed.dealMenu}
    >
      {step === 'menu' ? (
        <ul className={menu.list}>
          <li>
            <button
              type="button"
              className={menu.item}
              onClick={() => {
                onClose();
                void mute({ type: 'MARKET', value: item.market });
              }}
            >
              {messages.block.muteMarket}
              <span className={styles.detail}>{item.market}</span>
            </button>
          </li>
          <li>
            <button type="button" className={menu.item} onClick={() => setStep('word')}>
              {messages.block.muteWordAction}
            </button>
          </li>
        </ul>
      ) : (
        <form className={styles.form} onSubmit={(event) => void muteWord(event)}>
          <TextField
            label={messages.block.muteWordTitle}
            hideLabel
            hint={messages.block.muteWordHint}
            placeholder={messages.block.muteWordPlaceholder}
            maxLength={MUTE_WORD_MAX_LENGTH}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            autoFocus
          />
          <Button type="submit" disabled={!word.trim()}>
            {messages.block.muteWordSave}
          </Button>
        </form>
      )}
    </SlideUpModal>
  );
}

import { messages } from '@akkyeo/contracts';
import type { FormEvent } from 'react';
import { blockComposingEnter } from '@/shared/lib';
import { CloseIcon, SearchIcon } from '@/shared/ui';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter outside an IME composition. */
  onSubmit: () => void;
  autoFocus?: boolean;
}

/** The search input: Enter searches at once, except while a Korean syllable is being composed. */
export function SearchBox({ value, onChange, onSubmit, autoFocus }: SearchBoxProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <form role="search" className={styles.box} onSubmit={submit}>
      <SearchIcon className={styles.icon} size={20} />
      <input
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={blockComposingEnter}
        placeholder={messages.search.placeholder}
        aria-label={messages.header.search}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        autoFocus={autoFocus}
      />
      {value && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange('')}
          aria-label={messages.search.clearInput}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </form>
  );
}

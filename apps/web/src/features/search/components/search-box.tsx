import { messages, routePath } from '@akkyeo/contracts';
import { useEffect, useRef, type FormEvent } from 'react';
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

/**
 * The search input: Enter searches at once, except while a Korean syllable is being composed.
 * Before the app has taken a drawn screen over, Enter submits the form as a page load of the
 * same address (`/search?q=`), and what is typed meanwhile is taken up once it has.
 */
export function SearchBox({ value, onChange, onSubmit, autoFocus }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is taken over
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <form
      role="search"
      action={routePath('searchPage')}
      method="get"
      className={styles.box}
      onSubmit={submit}
    >
      <SearchIcon className={styles.icon} size={20} />
      <input
        ref={input}
        type="search"
        name="q"
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

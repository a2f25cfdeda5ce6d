import { splitByKeyword } from '../lib/keyword-match';
import styles from './highlighted-text.module.css';

/** The text with the keyword's words marked. */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitByKeyword(text, keyword).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className={styles.mark}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

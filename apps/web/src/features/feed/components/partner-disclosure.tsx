import { messages } from '@akkyeo/contracts';
import styles from './partner-disclosure.module.css';

/** The partner-link note: commission disclosure and that the buyer's price does not change. */
export function PartnerDisclosure() {
  return (
    <p className={styles.note}>
      {messages.feed.partnerDisclosure} {messages.feed.priceUnchanged}
    </p>
  );
}

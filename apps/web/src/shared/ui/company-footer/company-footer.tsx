import { messages } from '@akkyeo/contracts';
import styles from './company-footer.module.css';

/** Company copyright (2024) and business registration text. */
export function CompanyFooter() {
  return (
    <footer className={styles.footer}>
      <p>{messages.app.businessInfo}</p>
      <p>{messages.app.copyright}</p>
    </footer>
  );
}

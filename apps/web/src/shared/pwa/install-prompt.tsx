import { messages } from '@akkyeo/contracts';
import { useId } from 'react';
import { useRouteName } from '../routing/route-handle';
import { isStandalone, useInstallPromptStore } from './install-prompt-store';
import styles from './install-prompt.module.css';

const FEED_ROUTES = new Set(['main', 'home']);

/** On the feed, offers installing the app once the browser allows it and it is not installed yet. */
export function InstallPrompt() {
  const routeName = useRouteName();
  const event = useInstallPromptStore((state) => state.event);
  const dismissed = useInstallPromptStore((state) => state.dismissed);
  const dismiss = useInstallPromptStore((state) => state.dismiss);
  const install = useInstallPromptStore((state) => state.install);
  const titleId = useId();

  if (!event || dismissed || !FEED_ROUTES.has(routeName ?? '') || isStandalone()) return null;
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <img src="/icons/icon-192.png" alt="" className={styles.icon} />
        <h2 id={titleId} className={styles.title}>
          {messages.install.title}
        </h2>
        <p className={styles.body}>{messages.install.body}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.close} onClick={dismiss}>
            {messages.install.close}
          </button>
          <button type="button" className={styles.install} onClick={() => void install()}>
            {messages.install.install}
          </button>
        </div>
      </div>
    </div>
  );
}

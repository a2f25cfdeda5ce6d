import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { Button } from '@/shared/ui';
import { askPushPermission, pushPermission, registerPush } from '../registration';
import styles from './push-permission-offer.module.css';

/**
 * Asks for this device's notification permission where nobody has answered yet, then registers
 * the push subscription; says how to turn notifications back on where they were refused.
 */
export function PushPermissionOffer() {
  const [permission, setPermission] = useState(pushPermission);
  if (permission === 'granted' || permission === 'unsupported') return null;
  if (permission === 'denied') {
    return (
      <p className={styles.offer} role="note">
        {messages.alert.pushDenied}
      </p>
    );
  }
  const allow = async () => {
    await askPushPermission();
    setPermission(pushPermission());
    await registerPush();
  };
  return (
    <div className={styles.offer} role="note">
      <p className={styles.text}>{messages.alert.pushOffer}</p>
      <Button variant="outline" onClick={() => void allow()}>
        {messages.alert.pushAllow}
      </Button>
    </div>
  );
}

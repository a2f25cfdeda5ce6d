import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { SlideUpModal } from '@/shared/ui';
import styles from './consent-section.module.css';

type Sheet = 'terms' | 'privacy' | 'marketing' | null;

const TERMS_ERROR_ID = 'consent-terms-error';

export interface ConsentSectionProps {
  terms: boolean;
  marketing: boolean;
  onTermsChange: (value: boolean) => void;
  onMarketingChange: (value: boolean) => void;
  /** Shown under the required consent when it is missing at sending. */
  termsError?: string;
}

/** The required terms-and-privacy checkbox, the optional marketing one, and their slide-ups. */
export function ConsentSection(props: ConsentSectionProps) {
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  return (
    <fieldset className={styles.consent}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.terms}
          aria-invalid={props.termsError ? true : undefined}
          aria-describedby={props.termsError ? TERMS_ERROR_ID : undefined}
          onChange={(event) => props.onTermsChange(event.target.checked)}
        />
        <span>{messages.auth.agreeTerms}</span>
      </label>
      {props.termsError && (
        <p id={TERMS_ERROR_ID} className={styles.error}>
          {props.termsError}
        </p>
      )}
      <div className={styles.views}>
        <button type="button" onClick={() => setSheet('terms')}>
          {messages.auth.viewTerms}
        </button>
        <button type="button" onClick={() => setSheet('privacy')}>
          {messages.auth.viewPrivacy}
        </button>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={props.marketing}
          onChange={(event) => props.onMarketingChange(event.target.checked)}
        />
        <span>{messages.auth.agreeMarketing}</span>
      </label>
      <div className={styles.views}>
        <button type="button" onClick={() => setSheet('marketing')}>
          {messages.auth.viewMarketing}
        </button>
      </div>

      <SlideUpModal open={sheet === 'terms'} onClose={close} title={messages.legal.termsTitle}>
        {messages.legal.terms.map((text) => (
          <p key={text} className={styles.paragraph}>
            {text}
          </p>
        ))}
      </SlideUpModal>
      <SlideUpModal open={sheet === 'privacy'} onClose={close} title={messages.legal.privacyTitle}>
        {messages.legal.privacy.map((text) => (
          <p key={text} className={styles.paragraph}>
            {text}
          </p>
        ))}
      </SlideUpModal>
      <SlideUpModal open={sheet === 'marketing'} onClose={close} title={messages.marketing.title}>
        <dl className={styles.marketing}>
          <dt>{messages.legal.marketingLabels.purpose}</dt>
          <dd>{messages.marketing.purpose}</dd>
          <dt>{messages.legal.marketingLabels.items}</dt>
          <dd>{messages.marketing.items}</dd>
          <dt>{messages.legal.marketingLabels.retention}</dt>
          <dd>{messages.marketing.retention}</dd>
          <dt>{messages.legal.marketingLabels.refusal}</dt>
          <dd>{messages.marketing.refusal}</dd>
        </dl>
        <p className={styles.paragraph}>{messages.marketing.effectiveDate}</p>
      </SlideUpModal>
    </fieldset>
  );
}

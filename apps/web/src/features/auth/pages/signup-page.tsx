import { messages, type AvailabilityResponse } from '@akkyeo/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { Button, dialog, NewPasswordFields, TextField } from '@/shared/ui';
import { checkEmail, checkId, join } from '../api';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';
import checkStyles from '../components/check-button.module.css';
import { ConsentSection } from '../components/consent-section';

type Checked = { id: boolean; email: boolean };

/** /join and the legacy /f/join: the sign-up form with duplicate checks and consents. */
export default function SignupPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ id: '', password: '', confirm: '', email: '', name: '' });
  const [checked, setChecked] = useState<Checked>({ id: false, email: false });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const runCheck = async (
    field: keyof Checked,
    value: string,
    emptyMessage: string,
    call: (value: string) => Promise<AvailabilityResponse>,
  ) => {
    if (!value.trim()) return dialog.alert(emptyMessage);
    try {
      const reply = await call(value.trim());
      await dialog.alert(reply.message);
      if (reply.result) setChecked((current) => ({ ...current, [field]: true }));
    } catch (error) {
      await dialog.alert(errorMessage(error));
    }
  };

  const firstProblem = (): string | null => {
    if (!terms) return messages.auth.termsRequired;
    if (!checked.id) return messages.auth.idCheckRequired;
    if (!checked.email) return messages.auth.emailCheckRequired;
    if (form.password !== form.confirm) return messages.auth.passwordMismatch;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = firstProblem();
    if (problem) return dialog.alert(problem);
    inFlight.current = true;
    setSubmitting(true);
    try {
      await join({
        id: form.id.trim(),
        password: form.password,
        name: form.name.trim(),
        email: form.email.trim(),
        marketingAgreed: marketing,
      });
      await dialog.alert(messages.auth.welcome);
      await navigate('/', { replace: true });
    } catch (error) {
      await dialog.alert(errorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const checkButton = (field: keyof Checked, onClick: () => void) =>
    checked[field] ? null : (
      <button type="button" className={checkStyles.check} onClick={onClick}>
        {messages.auth.duplicateCheck}
      </button>
    );

  return (
    <AuthScreen title={messages.auth.joinTitle}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={messages.auth.idLabel}
          placeholder={messages.auth.idInputPlaceholder}
          autoComplete="username"
          autoCapitalize="none"
          value={form.id}
          readOnly={checked.id}
          onChange={(event) => set('id')(event.target.value)}
          action={checkButton(
            'id',
            () => void runCheck('id', form.id, messages.auth.idRequired, checkId),
          )}
        />
        <NewPasswordFields
          labels={{
            password: messages.auth.passwordLabel,
            confirm: messages.auth.passwordConfirmLabel,
          }}
          hint={messages.auth.passwordHint}
          confirmPlaceholder={messages.auth.passwordConfirmPlaceholder}
          value={form}
          onChange={({ password, confirm }) =>
            setForm((current) => ({ ...current, password, confirm }))
          }
        />
        <TextField
          label={messages.auth.emailLabel}
          type="email"
          autoComplete="email"
          placeholder={messages.auth.emailPlaceholder}
          value={form.email}
          readOnly={checked.email}
          onChange={(event) => set('email')(event.target.value)}
          action={checkButton(
            'email',
            () => void runCheck('email', form.email, messages.auth.emailRequired, checkEmail),
          )}
        />
        <TextField
          label={messages.auth.nicknameLabel}
          autoComplete="nickname"
          placeholder={messages.auth.nicknamePlaceholder}
          value={form.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <ConsentSection
          terms={terms}
          marketing={marketing}
          onTermsChange={setTerms}
          onMarketingChange={setMarketing}
        />
        <Button type="submit" block disabled={submitting}>
          {messages.auth.join}
        </Button>
      </form>
    </AuthScreen>
  );
}

import { messages, passwordProblem, type AvailabilityResponse } from '@akkyeo/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { Button, dialog, NewPasswordFields, TextField } from '@/shared/ui';
import { checkEmail, checkId, join } from '../api';
import { AuthScreen } from '../components/auth-screen';
import styles from '../components/auth-screen.module.css';
import checkStyles from '../components/check-button.module.css';
import { ConsentSection } from '../components/consent-section';
import {
  emailProblem,
  idProblem,
  SIGNUP_FIELDS,
  signupProblems,
  type SignupChecks,
  type SignupValues,
} from '../lib/signup-problems';

type CheckedField = keyof SignupChecks;
/** What a duplicate check said, shown under its field until the value changes. */
type CheckReplies = Partial<Record<CheckedField, { ok: boolean; message: string }>>;

/**
 * /join and the legacy /f/join: the sign-up form. Every problem shows under its field at once
 * (checked again as the member corrects them); the duplicate checks answer under theirs; only the
 * server's final refusal is a dialog.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({
    id: '',
    password: '',
    confirm: '',
    email: '',
    name: '',
    terms: false,
  });
  const [marketing, setMarketing] = useState(false);
  const [checked, setChecked] = useState<SignupChecks>({ id: false, email: false });
  const [replies, setReplies] = useState<CheckReplies>({});
  const [attempted, setAttempted] = useState(false);
  const [passwordLeft, setPasswordLeft] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const problems = signupProblems(values, checked);
  const errorOf = (field: keyof SignupValues) => (attempted ? problems[field] : undefined);
  const passwordError =
    errorOf('password') ??
    (passwordLeft && values.password
      ? (passwordProblem(values.password, values.id.trim() || null) ?? undefined)
      : undefined);

  const set = <K extends keyof SignupValues>(field: K, value: SignupValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const runCheck = async (
    field: CheckedField,
    problem: string | null,
    call: (value: string) => Promise<AvailabilityResponse>,
  ) => {
    if (problem)
      return setReplies((current) => ({ ...current, [field]: { ok: false, message: problem } }));
    try {
      const reply = await call(values[field].trim());
      setReplies((current) => ({
        ...current,
        [field]: { ok: reply.result, message: reply.message },
      }));
      if (reply.result) setChecked((current) => ({ ...current, [field]: true }));
    } catch (error) {
      setReplies((current) => ({
        ...current,
        [field]: { ok: false, message: errorMessage(error) },
      }));
    }
  };

  const checkedFieldStatus = (field: CheckedField) => {
    const reply = replies[field];
    if (reply?.ok) return { note: reply.message };
    return { error: reply?.message ?? errorOf(field) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    const wrong = SIGNUP_FIELDS.find((field) => problems[field]);
    if (wrong) {
      const group = wrong === 'confirm' ? 'password' : wrong;
      const inputs = form.current?.querySelectorAll<HTMLElement>(`[data-field="${group}"] input`);
      inputs?.[wrong === 'confirm' ? 1 : 0]?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await join({
        id: values.id.trim(),
        password: values.password,
        name: values.name.trim(),
        email: values.email.trim(),
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

  const checkButton = (field: CheckedField, onClick: () => void) =>
    checked[field] ? null : (
      <button type="button" className={checkStyles.check} onClick={onClick}>
        {messages.auth.duplicateCheck}
      </button>
    );

  return (
    <AuthScreen title={messages.auth.joinTitle}>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div data-field="id">
          <TextField
            label={messages.auth.idLabel}
            placeholder={messages.auth.idInputPlaceholder}
            autoComplete="username"
            autoCapitalize="none"
            value={values.id}
            readOnly={checked.id}
            onChange={(event) => {
              set('id', event.target.value);
              setReplies((current) => ({ ...current, id: undefined }));
            }}
            {...checkedFieldStatus('id')}
            action={checkButton('id', () => void runCheck('id', idProblem(values.id), checkId))}
          />
        </div>
        <div data-field="password" className={styles.form}>
          <NewPasswordFields
            labels={{
              password: messages.auth.passwordLabel,
              confirm: messages.auth.passwordConfirmLabel,
            }}
            hint={messages.auth.passwordHint}
            confirmPlaceholder={messages.auth.passwordConfirmPlaceholder}
            value={values}
            errors={{ password: passwordError, confirm: errorOf('confirm') }}
            onPasswordBlur={() => setPasswordLeft(true)}
            onChange={({ password, confirm }) =>
              setValues((current) => ({ ...current, password, confirm }))
            }
          />
        </div>
        <div data-field="email">
          <TextField
            label={messages.auth.emailLabel}
            type="email"
            autoComplete="email"
            placeholder={messages.auth.emailPlaceholder}
            value={values.email}
            readOnly={checked.email}
            onChange={(event) => {
              set('email', event.target.value);
              setReplies((current) => ({ ...current, email: undefined }));
            }}
            {...checkedFieldStatus('email')}
            action={checkButton(
              'email',
              () => void runCheck('email', emailProblem(values.email), checkEmail),
            )}
          />
        </div>
        <div data-field="name">
          <TextField
            label={messages.auth.nicknameLabel}
            autoComplete="nickname"
            placeholder={messages.auth.nicknamePlaceholder}
            value={values.name}
            error={errorOf('name')}
            onChange={(event) => set('name', event.target.value)}
          />
        </div>
        <div data-field="terms">
          <ConsentSection
            terms={values.terms}
            marketing={marketing}
            termsError={errorOf('terms')}
            onTermsChange={(terms) => set('terms', terms)}
            onMarketingChange={setMarketing}
          />
        </div>
        <Button type="submit" block disabled={submitting}>
          {messages.auth.join}
        </Button>
      </form>
    </AuthScreen>
  );
}

import { messages } from '@akkyeo/contracts';
import { requestFindId } from '../api';
import { EmailRequestForm } from '../components/email-request-form';

/** Find ID: mails the ID to the address (the same answer for any address). */
export default function FindIdPage() {
  return (
    <EmailRequestForm
      title={messages.auth.findId}
      hint={messages.auth.findIdHint}
      send={requestFindId}
    />
  );
}

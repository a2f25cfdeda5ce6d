import KeywordAlertPage from '@/features/alert/pages/keyword-alert-page';
import { PushPermissionOffer } from '@/features/push/components/push-permission-offer';

/** /noti/keyword: the keyword alerts, with the push permission offered where it is not given yet. */
export default function KeywordAlertScreen() {
  return <KeywordAlertPage notice={<PushPermissionOffer />} />;
}

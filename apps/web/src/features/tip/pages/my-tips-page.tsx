import { messages, type Tip } from '@akkyeo/contracts';
import { errorMessage } from '@/shared/api';
import { dialog, InfiniteQueryList, PageLayout, toast } from '@/shared/ui';
import { MyTipItem } from '../components/my-tip-item';
import { useMyTips, useWithdrawTip } from '../hooks';
import styles from './tip-pages.module.css';

const say = messages.tip;

/**
 * /myinfo/tips (내 제보): every tip the member sent, newest first, with its state; a pending one
 * can be edited or withdrawn.
 */
export default function MyTipsPage() {
  const list = useMyTips();
  const withdraw = useWithdrawTip();

  const onWithdraw = async (tip: Tip) => {
    if (!(await dialog.confirm(say.confirmWithdraw))) return;
    try {
      await withdraw.mutateAsync(tip.id);
      toast.success(say.withdrawn);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: say.reviewFailed });
    }
  };

  return (
    <PageLayout header={{ back: true }}>
      <h1 className={styles.title}>{messages.pageTitle.screens.myTipsPage}</h1>
      <InfiniteQueryList
        query={list}
        getKey={(tip) => tip.id}
        renderItem={(tip) => (
          <MyTipItem
            tip={tip}
            busy={withdraw.isPending}
            onWithdraw={(chosen) => void onWithdraw(chosen)}
          />
        )}
        emptyMessage={say.myTipsEmpty}
      />
    </PageLayout>
  );
}

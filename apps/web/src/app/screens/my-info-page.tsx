import { messages } from '@akkyeo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { ActivityCounts } from '@/features/member/components/activity-counts';
import { BlockedMembersSheet } from '@/features/member/components/blocked-members-sheet';
import { MutedItemsSheet } from '@/features/member/components/muted-items-sheet';
import styles from '@/features/member/components/menu-list.module.css';
import { ProfileSummary } from '@/features/member/components/profile-summary';
import { useMemberProfile } from '@/features/member/hooks';
import { NewDealToggle } from '@/features/notification/components/new-deal-toggle';
import { TipQueueLink } from '@/features/tip/components/tip-queue-link';
import { routePath } from '@/shared/routing';
import { useHasRole } from '@/shared/stores';
import { CompanyFooter, PageLayout, Spinner } from '@/shared/ui';

const LINKS = [
  { to: routePath('feedLikePage'), label: messages.member.favorites },
  { to: `${routePath('MyActivityPage')}?type=post`, label: messages.member.myPosts },
  { to: `${routePath('MyActivityPage')}?type=comment`, label: messages.member.myComments },
  { to: routePath('myTipsPage'), label: messages.pageTitle.screens.myTipsPage },
  { to: routePath('keywordAlertPage'), label: messages.alert.title },
  { to: routePath('editMyinfo'), label: messages.member.editMyInfo },
];

/** My info: profile, counts, links to my lists and settings, logout, company footer. */
export default function MyInfoPage() {
  const profile = useMemberProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = useHasRole('ROLE_ADMIN');
  const isManager = useHasRole('ROLE_MANAGER');
  const [sheet, setSheet] = useState<'blocks' | 'mutes' | null>(null);

  const signOut = async () => {
    await logout();
    queryClient.clear();
    await navigate('/', { replace: true });
  };

  return (
    <PageLayout heading={messages.pageTitle.screens.MyInfoPage}>
      {profile.data ? (
        <>
          <ProfileSummary profile={profile.data} />
          <ActivityCounts profile={profile.data} />
        </>
      ) : profile.isError ? (
        <p className={styles.value}>{messages.app.loadFailed}</p>
      ) : (
        <Spinner block />
      )}
      <ul className={styles.menu}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.entry}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.entry} onClick={() => setSheet('blocks')}>
            {messages.block.blockListTitle}
          </button>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={() => setSheet('mutes')}>
            {messages.block.muteListTitle}
          </button>
        </li>
        {isManager && (
          <li>
            <TipQueueLink className={styles.entry} />
          </li>
        )}
        {isManager && (
          <li>
            <Link to={routePath('adminEndedReportsPage')} className={styles.entry}>
              {messages.endedReports.title}
            </Link>
          </li>
        )}
        {isAdmin && (
          <li>
            <Link to={routePath('adminReportsPage')} className={styles.entry}>
              {messages.admin.title}
            </Link>
          </li>
        )}
        <li>
          <NewDealToggle />
        </li>
        <li>
          <button
            type="button"
            className={`${styles.entry} ${styles.danger}`}
            onClick={() => void signOut()}
          >
            {messages.auth.logout}
          </button>
        </li>
      </ul>
      <CompanyFooter />
      <BlockedMembersSheet open={sheet === 'blocks'} onClose={() => setSheet(null)} />
      <MutedItemsSheet open={sheet === 'mutes'} onClose={() => setSheet(null)} />
    </PageLayout>
  );
}

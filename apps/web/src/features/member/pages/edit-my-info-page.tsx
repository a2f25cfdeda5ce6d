import { messages } from '@akkyeo/contracts';
import { useState } from 'react';
import { PageLayout, Spinner } from '@/shared/ui';
import styles from '../components/menu-list.module.css';
import { NicknameModal } from '../components/nickname-modal';
import { PasswordModal } from '../components/password-modal';
import { ProfileImageModal } from '../components/profile-image-modal';
import { ProfileSummary } from '../components/profile-summary';
import { useMemberProfile, useRefetchProfile } from '../hooks';

type Sheet = 'image' | 'nickname' | 'password' | null;

/** Edit my info: profile image, nickname and password slide-ups, and the Kakao link status. */
export default function EditMyInfoPage() {
  const profile = useMemberProfile();
  const refetch = useRefetchProfile();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const data = profile.data;

  return (
    <PageLayout header={{ back: true }} heading={messages.pageTitle.screens.editMyinfo}>
      {data ? <ProfileSummary profile={data} /> : <Spinner block />}
      <ul className={styles.menu}>
        <li>
          <button type="button" className={styles.entry} onClick={() => setSheet('image')}>
            {messages.member.changeProfileImage}
          </button>
        </li>
        <li>
          <button type="button" className={styles.entry} onClick={() => setSheet('nickname')}>
            {messages.member.changeNickname}
            <span className={styles.value}>{data?.nickName}</span>
          </button>
        </li>
        {data?.hasPassword !== false && (
          <li>
            <button type="button" className={styles.entry} onClick={() => setSheet('password')}>
              {messages.member.changePassword}
            </button>
          </li>
        )}
        <li className={styles.entry}>
          {messages.member.socialLink}
          <span className={styles.value}>
            {data?.kakaoLinked ? messages.member.kakaoLinked : messages.member.kakaoNotLinked}
          </span>
        </li>
      </ul>
      {data && (
        <>
          <ProfileImageModal
            open={sheet === 'image'}
            current={data.profileImg ?? data.thumbImg}
            onClose={close}
            onChanged={() => void refetch()}
          />
          {sheet === 'nickname' && (
            <NicknameModal
              open
              current={data.nickName}
              onDone={() => {
                close();
                void refetch();
              }}
            />
          )}
          <PasswordModal open={sheet === 'password'} onClose={close} />
        </>
      )}
    </PageLayout>
  );
}

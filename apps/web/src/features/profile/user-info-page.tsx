// Profile (/pages/setting/userInfo): avatar, nickname, signature, main account and the other
// contact (bound in the security centre), and the invitation code.
import { useState } from 'react';
import { Skeleton, Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { SIGNATURE_LENGTH_MAX } from '@platform/shared/constants';
import type { TUser } from '@platform/shared/schemas/account';
import { ZEditNicknameRequest, ZEditSignatureRequest } from '@platform/shared/schemas/profile';
import { LoadFailed } from '../../components/load-failed.tsx';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { maskAccount } from '../../components/profile-header.tsx';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUserInfo } from '../../lib/user-info.ts';
import { useEditNicknameMutation, useEditSignatureMutation } from './api/profile.ts';
import { AvatarPicker } from './components/avatar-picker.tsx';
import { EditTextSheet } from './components/edit-text-sheet.tsx';
import { copyWithToast } from './utils/copy.ts';
import styles from './profile.module.css';

type Editing = 'nickname' | 'signature' | null;

/** The translated message of the first broken rule of the field, or null when it may be sent. */
function fieldError(result: { data: unknown } | { errors: FieldErrors }, field: string): string | null {
  return 'errors' in result ? (result.errors[field] ?? result.errors[''] ?? '') : null;
}

export default function UserInfoPage() {
  const { t } = useTranslation('profile');
  // Fetched only when the launch has not (yet) brought the user.
  const { user, query: userQuery } = useUserInfo();

  return (
    <div className="stack-page">
      <PageNavBar title={t('userInfo.title')} />
      {user ? (
        <UserInfo user={user} />
      ) : userQuery.isError ? (
        <LoadFailed testId="userinfo-error" retrying={userQuery.isFetching} onRetry={() => void userQuery.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true" data-testid="userinfo-loading">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      )}
    </div>
  );
}

function UserInfo({ user }: { user: TUser }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<Editing>(null);
  const editNickname = useEditNicknameMutation();
  const editSignature = useEditSignatureMutation();
  const close = () => setEditing(null);

  const email = user.email ? maskAccount(user.email) : null;
  const phone = user.phone ? maskAccount(`+${user.area_code} ${user.phone}`) : null;
  // The account registered with; the other contact is bound in the security centre.
  const mainIsEmail = email !== null;
  const other = mainIsEmail ? { label: t('userInfo.phone'), value: phone } : { label: t('userInfo.email'), value: email };
  const bindRow = (
    <MenuRow
      label={other.label}
      value={other.value ?? <span className={styles.bindLink}>{t('userInfo.bind')}</span>}
      onClick={() => navigate(PATHS.security)}
      testId="userinfo-other-contact"
    />
  );

  return (
    <>
      <AvatarPicker url={user.head_portrait} name={user.nickname || user.account} />
      <div className="menu-group">
        <MenuRow
          label={t('userInfo.nickname')}
          value={
            <span className={styles.rowValue} data-testid="userinfo-nickname-value">
              {user.nickname}
            </span>
          }
          onClick={() => setEditing('nickname')}
          testId="userinfo-nickname"
        />
        <MenuRow
          label={t('userInfo.signature')}
          value={
            <span className={`${styles.rowValue} ${user.signature ? '' : styles.weak}`} data-testid="userinfo-signature-value">
              {user.signature || t('userInfo.signatureEmpty')}
            </span>
          }
          onClick={() => setEditing('signature')}
          testId="userinfo-signature"
        />
        <MenuRow label={t('userInfo.uid')} value={String(user.id)} testId="userinfo-uid" />
      </div>
      <div className="menu-group">
        <MenuRow
          label={t('userInfo.mainAccount')}
          value={<span data-testid="userinfo-main-account">{mainIsEmail ? email : phone}</span>}
          testId="userinfo-main"
        />
        {bindRow}
      </div>
      <div className="menu-group">
        <MenuRow
          label={t('userInfo.inviteCode')}
          value={
            <>
              <span className={styles.code} data-testid="userinfo-invite-code">
                {user.invite_code}
              </span>
              <FileOutline className={styles.copyIcon} aria-label={t('copy.action')} />
            </>
          }
          onClick={() => void copyWithToast(user.invite_code)}
          testId="userinfo-invite"
        />
      </div>

      <EditTextSheet
        visible={editing === 'nickname'}
        title={t('userInfo.editNickname')}
        label={t('userInfo.nickname')}
        hint={t('userInfo.nicknameHint')}
        placeholder={t('userInfo.nicknamePlaceholder')}
        initialValue={user.nickname}
        check={(nickname) => fieldError(validateFields(ZEditNicknameRequest, { nickname }), 'nickname')}
        save={async (nickname) => {
          await editNickname.mutateAsync({ nickname: nickname.trim() });
          Toast.show({ icon: 'success', content: t('userInfo.saved') });
        }}
        onClose={close}
        testId="nickname-sheet"
      />
      <EditTextSheet
        visible={editing === 'signature'}
        title={t('userInfo.editSignature')}
        label={t('userInfo.signature')}
        hint={t('userInfo.signatureHint')}
        placeholder={t('userInfo.signaturePlaceholder')}
        initialValue={user.signature}
        multiline={{ maxLength: SIGNATURE_LENGTH_MAX }}
        check={(signature) => fieldError(validateFields(ZEditSignatureRequest, { signature }), 'signature')}
        save={async (signature) => {
          await editSignature.mutateAsync({ signature: signature.trim() });
          Toast.show({ icon: 'success', content: t('userInfo.saved') });
        }}
        onClose={close}
        testId="signature-sheet"
      />
    </>
  );
}

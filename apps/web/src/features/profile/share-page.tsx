// Share and invite (/pages/setting/share): the invitation code and link, a QR code of the link,
// copy, and a share action (the system share sheet where there is one, else the link is copied).
// The share text is the operator's article of category 36 when there is one.
import { Button, Skeleton } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useLang, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUserInfo } from '../../lib/user-info.ts';
import { shareArticleQueryOptions } from './api/share-article.ts';
import { copyWithToast } from './utils/copy.ts';
import { inviteLink } from './utils/invite-link.ts';
import styles from './profile.module.css';

const QR_SIZE_PX = 168;

export default function SharePage() {
  const { t } = useTranslation('profile');
  // Fetched only when the launch has not (yet) brought the user.
  const { user, query: userQuery } = useUserInfo();

  return (
    <div className="stack-page">
      <PageNavBar title={t('share.title')} />
      {user ? (
        <ShareCard inviteCode={user.invite_code} />
      ) : userQuery.isError ? (
        <LoadFailed testId="share-error" retrying={userQuery.isFetching} onRetry={() => void userQuery.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true" data-testid="share-loading">
          <Skeleton animated style={{ '--height': '360px', '--border-radius': '16px' }} />
        </div>
      )}
    </div>
  );
}

function ShareCard({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const article = useQuery(shareArticleQueryOptions(lang));
  // The operator's text in the reader's language; an English fallback would mix languages on screen.
  const written = article.data?.lang === lang ? article.data : null;
  const link = inviteLink(inviteCode);
  const title = written?.title || t('share.defaultTitle');
  const text = written?.summary || t('share.defaultText', { code: inviteCode });

  const share = async () => {
    const payload = { title, text: `${text} ${t('share.codeLine', { code: inviteCode })}`, url: link };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(payload))) {
      try {
        await navigator.share(payload);
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyWithToast(`${payload.text}\n${link}`, 'profile:share.copiedForSharing');
  };

  return (
    <>
      <section className={styles.shareCard} data-testid="share-card">
        <h2 className={styles.shareTitle}>{title}</h2>
        <p className={styles.shareText} data-testid="share-text">
          {text}
        </p>
        <div className={styles.qrBox} data-testid="share-qr">
          <QRCodeSVG value={link} size={QR_SIZE_PX} marginSize={1} bgColor="#ffffff" fgColor="#000000" title={t('share.qrTitle')} />
        </div>
        <p className={styles.qrCaption}>{t('share.qrCaption')}</p>
        <p className={styles.codeLabel}>{t('share.code')}</p>
        <p className={styles.bigCode} data-testid="share-code">
          {inviteCode}
        </p>
        <div className={styles.linkBox}>
          <span className={styles.linkText} data-testid="share-link">
            {link}
          </span>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => void copyWithToast(link, 'profile:share.linkCopied')}
            data-testid="share-copy-link"
          >
            {t('copy.action')}
          </button>
        </div>
      </section>
      <div className={styles.shareActions}>
        <Button
          color="primary"
          fill="outline"
          onClick={() => void copyWithToast(inviteCode, 'profile:share.codeCopied')}
          data-testid="share-copy-code"
        >
          {t('share.copyCode')}
        </Button>
        <Button color="primary" onClick={() => void share()} data-testid="share-action">
          {t('share.action')}
        </Button>
      </div>
      <div className="menu-group">
        <MenuRow icon={<TeamOutline />} label={t('team.title')} onClick={() => navigate(PATHS.team)} testId="share-team" />
      </div>
    </>
  );
}

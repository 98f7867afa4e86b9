// Shown in place of a page that needs a logged-in user (SPEC.md section 6).
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { Link } from 'wouter';
import { navigate, useHashRoute } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';

export function LoginPrompt() {
  const { t } = useTranslation('common');
  const from = useHashRoute();
  return (
    <section className="status-screen" data-testid="login-prompt">
      <div className="status-screen__icon">
        <LockOutline />
      </div>
      <h2 className="status-screen__title">{t('pleaseLogin')}</h2>
      <p className="status-screen__body">{t('loginPrompt.body')}</p>
      <div className="status-screen__actions">
        <Button color="primary" block onClick={() => navigate(PATHS.login, { state: { from } })} data-testid="login-prompt-login">
          {t('action.login')}
        </Button>
        <Link className="text-link" to={PATHS.register}>
          {t('loginPrompt.register')}
        </Link>
      </div>
    </section>
  );
}

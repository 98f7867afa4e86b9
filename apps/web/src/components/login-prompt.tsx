// Shown in place of a page that needs a logged-in user (SPEC.md section 6).
import { Button } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../lib/paths.ts';

export function LoginPrompt() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
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

// Language (/pages/setting/language): the 12 interface languages, each by its own name. The choice
// is stored on this device and, when logged in, on the account (for emails and notices).
import { CheckOutline } from 'antd-mobile-icons';
import { LANGUAGES, LANGUAGE_LOCALES, LANGUAGE_NAMES, type Lang } from '@platform/shared/languages';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { canGoBack } from '../../lib/hash-location.ts';
import { changeLanguage, currentLang, useTranslation } from '../../lib/i18n.ts';
import { savePreferences } from './api/preferences.ts';

export default function LanguagePage() {
  const { t } = useTranslation('common');
  const active = currentLang();

  const choose = async (lang: Lang) => {
    if (lang !== active) {
      await changeLanguage(lang);
      void savePreferences({ language: lang });
    }
    if (canGoBack()) window.history.back();
  };

  return (
    <div className="stack-page">
      <PageNavBar title={t('language.title')} />
      <ul className="option-list" role="listbox" aria-label={t('language.title')}>
        {LANGUAGES.map((lang) => (
          <li key={lang} role="option" aria-selected={lang === active}>
            <button
              type="button"
              className="option-list__item"
              lang={LANGUAGE_LOCALES[lang]}
              onClick={() => void choose(lang)}
              data-testid={`lang-${lang}`}
            >
              <span className="option-list__main">{LANGUAGE_NAMES[lang]}</span>
              {lang === active ? <CheckOutline className="option-list__check" aria-hidden /> : <span className="option-list__check" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

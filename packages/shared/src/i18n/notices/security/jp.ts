import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesJp: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'ログインパスワードが変更されました',
  notice_security_password_changed_body:
    'ログインパスワードが変更され、他のセッションはログアウトされました。お心当たりがない場合は、すぐにカスタマーサービスへご連絡ください。',
  notice_security_pay_password_changed_title: '支払いパスワードが変更されました',
  notice_security_pay_password_changed_body:
    '支払いパスワードが変更されました。お心当たりがない場合は、すぐにカスタマーサービスへご連絡ください。',
  notice_security_email_bound_title: 'メールアドレスが更新されました',
  notice_security_email_bound_body:
    'アカウントのメールアドレスは {{email}} になりました。お心当たりがない場合は、すぐにカスタマーサービスへご連絡ください。',
  notice_security_phone_bound_title: '電話番号が更新されました',
  notice_security_phone_bound_body:
    'アカウントの電話番号は {{phone}} になりました。お心当たりがない場合は、すぐにカスタマーサービスへご連絡ください。',
  notice_security_totp_enabled_title: '二段階認証が有効になりました',
  notice_security_totp_enabled_body: 'ログインと出金の際に認証アプリのコードが必要になりました。',
  notice_security_totp_disabled_title: '二段階認証が無効になりました',
  notice_security_totp_disabled_body:
    '二段階認証が無効になりました。お心当たりがない場合は、パスワードを変更し、すぐにカスタマーサービスへご連絡ください。',
  notice_security_anti_phishing_set_title: 'フィッシング対策コードが更新されました',
  notice_security_anti_phishing_set_body:
    '当社のメールには新しいフィッシング対策コードが表示されます。コードのないメールは当社からのものではありません。',
  notice_security_new_login_title: '新しいログイン',
  notice_security_new_login_body: 'アカウントにログインがありました。お心当たりがない場合は、すぐにパスワードを変更してください。',
};

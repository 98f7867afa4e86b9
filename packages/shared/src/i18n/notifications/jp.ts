import type { NotificationsTexts } from './en.ts';

export const notificationsJp: NotificationsTexts = {
  notification_not_found: 'この通知は存在しません',
  notice_fallback_title: 'お知らせ',

  notice_deposit_credited_title: '入金が反映されました',
  notice_deposit_credited_body: '{{amount}} {{coin}} がお客様の口座に入金されました。',
  notice_deposit_rejected_title: '入金が承認されませんでした',
  notice_deposit_rejected_body: '{{amount}} {{coin}} の入金は承認されませんでした。理由：{{reason}}',
  notice_withdrawal_paid_title: '出金が完了しました',
  notice_withdrawal_paid_body: '{{amount}} {{coin}} の出金が支払われました。',
  notice_withdrawal_rejected_title: '出金が却下されました',
  notice_withdrawal_rejected_body: '{{amount}} {{coin}} の出金は却下され、金額は残高に戻されました。理由：{{reason}}',
  notice_identity_verified_title: '本人確認が完了しました',
  notice_identity_verified_body: '本人確認（{{level}}）が承認されました。より高い上限が適用されます。',
  notice_identity_failed_title: '本人確認が承認されませんでした',
  notice_identity_failed_body: '本人確認（{{level}}）は承認されませんでした。理由：{{reason}}',
  notice_spot_order_filled_title: '注文が約定しました',
  notice_spot_order_filled_body: '{{symbol}} の注文（{{side}}）が約定しました：{{amount}} {{coin}}、平均価格 {{price}} {{quote}}。',
  notice_contract_stopped_title: '{{stop}}が発動しました',
  notice_contract_stopped_body: '{{symbol}} のポジション（{{direction}}）は {{price}} で決済されました。損益：{{profit}} USDT。',
  notice_contract_liquidated_title: 'ポジションが強制決済されました',
  notice_contract_liquidated_body:
    '{{symbol}} のポジション（{{direction}}）は {{price}} で強制決済されました。失った証拠金：{{loss}} USDT。',
  notice_option_settled_title: 'オプション決済：{{result}}',
  notice_option_settled_body: '{{symbol}} のオプション（{{direction}}、{{stake}} {{coin}}）が決済されました。返還額：{{payout}} {{coin}}。',
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
  notice_support_replied_title: 'カスタマーサービスから返信',
  notice_support_replied_body: 'カスタマーサービスがメッセージに返信しました。タップして確認してください。',

  notice_value_buy: '買い',
  notice_value_sell: '売り',
  notice_value_long: 'ロング',
  notice_value_short: 'ショート',
  notice_value_up: '上昇',
  notice_value_down: '下落',
  notice_value_stop_profit: '利確',
  notice_value_stop_loss: '損切り',
  notice_value_win: '勝ち',
  notice_value_loss: '負け',
  notice_value_tie: '引き分け',
  notice_value_basic: '基本',
  notice_value_advanced: '上級',
};

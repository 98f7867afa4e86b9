import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesHk: SecurityNoticesTexts = {
  notice_security_password_changed_title: '登入密碼已修改',
  notice_security_password_changed_body: '您的登入密碼已修改，其他工作階段已登出。如非本人操作，請立即聯絡客服。',
  notice_security_pay_password_changed_title: '支付密碼已修改',
  notice_security_pay_password_changed_body: '您的支付密碼已修改。如非本人操作，請立即聯絡客服。',
  notice_security_email_bound_title: '電郵已更新',
  notice_security_email_bound_body: '您的帳戶電郵現為 {{email}}。如非本人操作，請立即聯絡客服。',
  notice_security_phone_bound_title: '手機號碼已更新',
  notice_security_phone_bound_body: '您的帳戶手機號碼現為 {{phone}}。如非本人操作，請立即聯絡客服。',
  notice_security_totp_enabled_title: '已開啟雙重驗證',
  notice_security_totp_enabled_body: '登入和提現現在需要輸入驗證器應用程式中的驗證碼。',
  notice_security_totp_disabled_title: '已關閉雙重驗證',
  notice_security_totp_disabled_body: '雙重驗證已關閉。如非本人操作，請立即修改密碼並聯絡客服。',
  notice_security_anti_phishing_set_title: '防釣魚碼已更新',
  notice_security_anti_phishing_set_body: '我們的電郵現在會顯示您的新防釣魚碼。沒有防釣魚碼的電郵並非來自我們。',
  notice_security_new_login_title: '新的登入',
  notice_security_new_login_body: '您的帳戶剛剛被登入。如非本人操作，請立即修改密碼。',
};

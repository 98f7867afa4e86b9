import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesZh: SecurityNoticesTexts = {
  notice_security_password_changed_title: '登录密码已修改',
  notice_security_password_changed_body: '您的登录密码已修改，其他会话已退出。如非本人操作，请立即联系客服。',
  notice_security_pay_password_changed_title: '支付密码已修改',
  notice_security_pay_password_changed_body: '您的支付密码已修改。如非本人操作，请立即联系客服。',
  notice_security_email_bound_title: '邮箱已更新',
  notice_security_email_bound_body: '您的账户邮箱现为 {{email}}。如非本人操作，请立即联系客服。',
  notice_security_phone_bound_title: '手机号已更新',
  notice_security_phone_bound_body: '您的账户手机号现为 {{phone}}。如非本人操作，请立即联系客服。',
  notice_security_totp_enabled_title: '已开启双重验证',
  notice_security_totp_enabled_body: '登录和提现现在需要输入验证器应用中的验证码。',
  notice_security_totp_disabled_title: '已关闭双重验证',
  notice_security_totp_disabled_body: '双重验证已关闭。如非本人操作，请立即修改密码并联系客服。',
  notice_security_anti_phishing_set_title: '防钓鱼码已更新',
  notice_security_anti_phishing_set_body: '我们的邮件现在会显示您的新防钓鱼码。没有防钓鱼码的邮件并非来自我们。',
  notice_security_new_login_title: '新的登录',
  notice_security_new_login_body: '您的账户刚刚被登录。如非本人操作，请立即修改密码。',
};

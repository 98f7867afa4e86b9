import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesKor: SecurityNoticesTexts = {
  notice_security_password_changed_title: '로그인 비밀번호 변경됨',
  notice_security_password_changed_body:
    '로그인 비밀번호가 변경되어 다른 세션이 로그아웃되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
  notice_security_pay_password_changed_title: '결제 비밀번호 변경됨',
  notice_security_pay_password_changed_body: '결제 비밀번호가 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
  notice_security_email_bound_title: '이메일 주소 변경됨',
  notice_security_email_bound_body: '계정 이메일이 {{email}}(으)로 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
  notice_security_phone_bound_title: '휴대폰 번호 변경됨',
  notice_security_phone_bound_body: '계정 휴대폰 번호가 {{phone}}(으)로 변경되었습니다. 본인이 아니라면 즉시 고객센터에 문의하세요.',
  notice_security_totp_enabled_title: '2단계 인증 켜짐',
  notice_security_totp_enabled_body: '이제 로그인과 출금 시 인증 앱의 코드가 필요합니다.',
  notice_security_totp_disabled_title: '2단계 인증 꺼짐',
  notice_security_totp_disabled_body: '2단계 인증이 꺼졌습니다. 본인이 아니라면 비밀번호를 변경하고 즉시 고객센터에 문의하세요.',
  notice_security_anti_phishing_set_title: '피싱 방지 코드 변경됨',
  notice_security_anti_phishing_set_body:
    '이제 저희 이메일에 새 피싱 방지 코드가 표시됩니다. 코드가 없는 이메일은 저희가 보낸 것이 아닙니다.',
  notice_security_new_login_title: '새 로그인',
  notice_security_new_login_body: '방금 계정에 로그인이 있었습니다. 본인이 아니라면 즉시 비밀번호를 변경하세요.',
};

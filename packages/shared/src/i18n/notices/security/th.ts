import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesTh: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'เปลี่ยนรหัสผ่านเข้าสู่ระบบแล้ว',
  notice_security_password_changed_body: 'รหัสผ่านเข้าสู่ระบบของคุณถูกเปลี่ยน และเซสชันอื่นถูกออกจากระบบแล้ว หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  notice_security_pay_password_changed_title: 'เปลี่ยนรหัสผ่านการชำระเงินแล้ว',
  notice_security_pay_password_changed_body: 'รหัสผ่านการชำระเงินของคุณถูกเปลี่ยน หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  notice_security_email_bound_title: 'อัปเดตอีเมลแล้ว',
  notice_security_email_bound_body: 'อีเมลของบัญชีคุณคือ {{email}} แล้ว หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  notice_security_phone_bound_title: 'อัปเดตหมายเลขโทรศัพท์แล้ว',
  notice_security_phone_bound_body: 'หมายเลขโทรศัพท์ของบัญชีคุณคือ {{phone}} แล้ว หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
  notice_security_totp_enabled_title: 'เปิดการยืนยันสองขั้นตอนแล้ว',
  notice_security_totp_enabled_body: 'การเข้าสู่ระบบและการถอนเงินต้องใช้รหัสจากแอปยืนยันตัวตนของคุณแล้ว',
  notice_security_totp_disabled_title: 'ปิดการยืนยันสองขั้นตอนแล้ว',
  notice_security_totp_disabled_body: 'การยืนยันสองขั้นตอนถูกปิด หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที',
  notice_security_anti_phishing_set_title: 'อัปเดตรหัสป้องกันฟิชชิงแล้ว',
  notice_security_anti_phishing_set_body: 'อีเมลของเราจะแสดงรหัสป้องกันฟิชชิงใหม่ของคุณ อีเมลที่ไม่มีรหัสนี้ไม่ได้มาจากเรา',
  notice_security_new_login_title: 'การเข้าสู่ระบบใหม่',
  notice_security_new_login_body: 'มีการเข้าสู่ระบบบัญชีของคุณเมื่อสักครู่ หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที',
};

import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesSv: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Inloggningslösenord ändrat',
  notice_security_password_changed_body:
    'Ditt inloggningslösenord ändrades och dina andra sessioner loggades ut. Om det inte var du, kontakta kundtjänst omedelbart.',
  notice_security_pay_password_changed_title: 'Betalningslösenord ändrat',
  notice_security_pay_password_changed_body: 'Ditt betalningslösenord ändrades. Om det inte var du, kontakta kundtjänst omedelbart.',
  notice_security_email_bound_title: 'E-postadress uppdaterad',
  notice_security_email_bound_body: 'Kontots e-postadress är nu {{email}}. Om det inte var du, kontakta kundtjänst omedelbart.',
  notice_security_phone_bound_title: 'Telefonnummer uppdaterat',
  notice_security_phone_bound_body: 'Kontots telefonnummer är nu {{phone}}. Om det inte var du, kontakta kundtjänst omedelbart.',
  notice_security_totp_enabled_title: 'Tvåfaktorsautentisering på',
  notice_security_totp_enabled_body: 'Inloggningar och uttag kräver nu en kod från din autentiseringsapp.',
  notice_security_totp_disabled_title: 'Tvåfaktorsautentisering av',
  notice_security_totp_disabled_body:
    'Tvåfaktorsautentiseringen stängdes av. Om det inte var du, byt lösenord och kontakta kundtjänst omedelbart.',
  notice_security_anti_phishing_set_title: 'Anti-nätfiskekod uppdaterad',
  notice_security_anti_phishing_set_body:
    'Våra e-postmeddelanden visar nu din nya anti-nätfiskekod. Ett meddelande utan den kommer inte från oss.',
  notice_security_new_login_title: 'Ny inloggning',
  notice_security_new_login_body: 'Någon loggade just in på ditt konto. Om det inte var du, byt lösenord omedelbart.',
};

import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesPt: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Senha de login alterada',
  notice_security_password_changed_body:
    'Sua senha de login foi alterada e suas outras sessões foram encerradas. Se não foi você, fale com o atendimento ao cliente imediatamente.',
  notice_security_pay_password_changed_title: 'Senha de pagamento alterada',
  notice_security_pay_password_changed_body:
    'Sua senha de pagamento foi alterada. Se não foi você, fale com o atendimento ao cliente imediatamente.',
  notice_security_email_bound_title: 'E-mail atualizado',
  notice_security_email_bound_body:
    'O e-mail da sua conta agora é {{email}}. Se não foi você, fale com o atendimento ao cliente imediatamente.',
  notice_security_phone_bound_title: 'Número de telefone atualizado',
  notice_security_phone_bound_body:
    'O número de telefone da sua conta agora é {{phone}}. Se não foi você, fale com o atendimento ao cliente imediatamente.',
  notice_security_totp_enabled_title: 'Autenticação de dois fatores ativada',
  notice_security_totp_enabled_body: 'Os logins e os saques agora pedem um código da sua aplicação de autenticação.',
  notice_security_totp_disabled_title: 'Autenticação de dois fatores desativada',
  notice_security_totp_disabled_body:
    'A autenticação de dois fatores foi desativada. Se não foi você, altere sua senha e fale com o atendimento ao cliente imediatamente.',
  notice_security_anti_phishing_set_title: 'Código antiphishing atualizado',
  notice_security_anti_phishing_set_body: 'Os nossos e-mails mostram agora o seu novo código antiphishing. Um e-mail sem ele não é nosso.',
  notice_security_new_login_title: 'Novo login',
  notice_security_new_login_body: 'Acabaram de entrar na sua conta. Se não foi você, altere a sua senha imediatamente.',
};

import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesSpa: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Contraseña de inicio de sesión cambiada',
  notice_security_password_changed_body:
    'Su contraseña de inicio de sesión se cambió y sus otras sesiones se cerraron. Si no fue usted, contacte de inmediato con el servicio de atención al cliente.',
  notice_security_pay_password_changed_title: 'Contraseña de pago cambiada',
  notice_security_pay_password_changed_body:
    'Su contraseña de pago se cambió. Si no fue usted, contacte de inmediato con el servicio de atención al cliente.',
  notice_security_email_bound_title: 'Correo electrónico actualizado',
  notice_security_email_bound_body:
    'El correo electrónico de su cuenta ahora es {{email}}. Si no fue usted, contacte de inmediato con el servicio de atención al cliente.',
  notice_security_phone_bound_title: 'Número de teléfono actualizado',
  notice_security_phone_bound_body:
    'El número de teléfono de su cuenta ahora es {{phone}}. Si no fue usted, contacte de inmediato con el servicio de atención al cliente.',
  notice_security_totp_enabled_title: 'Autenticación en dos pasos activada',
  notice_security_totp_enabled_body: 'Los inicios de sesión y los retiros ahora piden un código de su aplicación de autenticación.',
  notice_security_totp_disabled_title: 'Autenticación en dos pasos desactivada',
  notice_security_totp_disabled_body:
    'Se desactivó la autenticación en dos pasos. Si no fue usted, cambie su contraseña y contacte de inmediato con el servicio de atención al cliente.',
  notice_security_anti_phishing_set_title: 'Código antiphishing actualizado',
  notice_security_anti_phishing_set_body: 'Nuestros correos muestran ahora su nuevo código antiphishing. Un correo sin él no es nuestro.',
  notice_security_new_login_title: 'Nuevo inicio de sesión',
  notice_security_new_login_body: 'Alguien acaba de iniciar sesión en su cuenta. Si no fue usted, cambie su contraseña de inmediato.',
};

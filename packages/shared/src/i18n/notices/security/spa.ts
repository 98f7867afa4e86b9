import type { SecurityNoticesTexts } from './en.ts';

export const securityNoticesSpa: SecurityNoticesTexts = {
  notice_security_password_changed_title: 'Contraseña de inicio de sesión cambiada',
  notice_security_password_changed_body:
    'Tu contraseña de inicio de sesión se cambió y tus otras sesiones se cerraron. Si no fuiste tú, contacta de inmediato con el servicio de atención al cliente.',
  notice_security_pay_password_changed_title: 'Contraseña de pago cambiada',
  notice_security_pay_password_changed_body:
    'Tu contraseña de pago se cambió. Si no fuiste tú, contacta de inmediato con el servicio de atención al cliente.',
  notice_security_email_bound_title: 'Correo electrónico actualizado',
  notice_security_email_bound_body:
    'El correo electrónico de tu cuenta ahora es {{email}}. Si no fuiste tú, contacta de inmediato con el servicio de atención al cliente.',
  notice_security_phone_bound_title: 'Número de teléfono actualizado',
  notice_security_phone_bound_body:
    'El número de teléfono de tu cuenta ahora es {{phone}}. Si no fuiste tú, contacta de inmediato con el servicio de atención al cliente.',
  notice_security_totp_enabled_title: 'Autenticación en dos pasos activada',
  notice_security_totp_enabled_body: 'Los inicios de sesión y los retiros ahora piden un código de tu aplicación de autenticación.',
  notice_security_totp_disabled_title: 'Autenticación en dos pasos desactivada',
  notice_security_totp_disabled_body:
    'Se desactivó la autenticación en dos pasos. Si no fuiste tú, cambia tu contraseña y contacta de inmediato con el servicio de atención al cliente.',
  notice_security_anti_phishing_set_title: 'Código antiphishing actualizado',
  notice_security_anti_phishing_set_body: 'Nuestros correos muestran ahora tu nuevo código antiphishing. Un correo sin él no es nuestro.',
  notice_security_new_login_title: 'Nuevo inicio de sesión',
  notice_security_new_login_body: 'Alguien acaba de iniciar sesión en tu cuenta. Si no fuiste tú, cambia tu contraseña de inmediato.',
};

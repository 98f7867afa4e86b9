// The sample articles in Spanish (tú, as the app's Spanish texts), with the app's Spanish terms
// (depósito, retiro, transferir, extracto, contraseña de pago, atención al cliente).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesSpa: ArticleTranslations = {
  'banner-markets': {
    title: 'Mercados que nunca cierran',
    summary: 'Sigue BTC, ETH y más frente a USDT a todas horas, con gráficos en vivo de un minuto a un mes.',
    body: '<p>Los mercados cripto operan a todas horas, todos los días. Abre la pestaña Mercados para seguir los precios en vivo, añadir pares a tus favoritos y cambiar entre periodos del gráfico, de un minuto a un mes.</p>',
  },
  'banner-staking': {
    title: 'Pon a trabajar tus USDT inactivos',
    summary:
      'El staking bloqueado paga un rendimiento diario durante un plazo fijo. Lee las condiciones y la regla de rescate anticipado antes de suscribirte.',
    body: '<p>Elige un plazo, consulta la tasa diaria y los ingresos previstos antes de confirmar, y recibe el rendimiento cada día hasta que termine el plazo. Rescatar antes del final del plazo cuesta el 8 % del capital.</p>',
  },
  'banner-invite': {
    title: 'Invita a tus amigos y comparte las recompensas',
    summary: 'Comparte tu código de invitación. Cuando operen los amigos que invites, recibirás una comisión de la plataforma.',
    body: '<p>Cada cuenta tiene su propio código de invitación. Los amigos que se registren con él se unen a tu equipo, y las comisiones que te generan sus operaciones aparecen en Mi equipo, dentro de los ajustes.</p>',
  },
  'announcement-security-notice': {
    title: 'Aviso de seguridad: nunca te pediremos tu contraseña ni tus códigos',
    summary:
      'El personal de la plataforma nunca te pide tu contraseña, tu contraseña de pago ni tus códigos de verificación. Denuncia a quien lo haga.',
    body: '<p>A veces, los estafadores se hacen pasar por personal de la plataforma en redes sociales, por teléfono o en mensajes privados. Recuerda:</p><ul><li>El personal de Nova Exchange nunca te pedirá tu contraseña de inicio de sesión, tu contraseña de pago ni ningún código de verificación.</li><li>Nunca te pediremos que transfieras fondos a una cuenta «segura» ni a un particular.</li><li>Solo se contacta con la atención al cliente oficial desde la opción Atención al cliente de la app.</li></ul><p>Si alguien te pide estos datos, interrumpe la conversación y contacta con atención al cliente desde la app.</p>',
  },
  'announcement-maintenance': {
    title: 'Mantenimiento programado del servicio de monedero',
    summary: 'Los depósitos y retiros se detienen brevemente durante una actualización planificada. El trading no se ve afectado.',
    body: '<p>Este fin de semana actualizaremos el servicio de monedero para ampliar su capacidad. Durante la actualización, que durará aproximadamente una hora, los depósitos y retiros quedan en pausa.</p><ul><li>El trading spot, de contratos y de opciones continúa con normalidad.</li><li>Los depósitos enviados durante la actualización se abonan cuando esta termina.</li><li>Los retiros pendientes se procesan en el orden en que se enviaron.</li></ul><p>Gracias por tu paciencia.</p>',
  },
  'announcement-new-listings': {
    title: 'Ya puedes operar LTC y BCH en spot',
    summary: 'Ya se pueden depositar, retirar y operar Litecoin y Bitcoin Cash frente a USDT.',
    body: '<p>Hemos añadido Litecoin (LTC) en la red Litecoin y Bitcoin Cash (BCH) en la red Bitcoin Cash.</p><ul><li>Los depósitos y retiros están abiertos para ambas monedas.</li><li>Los pares spot LTC/USDT y BCH/USDT están disponibles en la pestaña Mercados.</li></ul><p>Deposita siempre en la red que se muestra en la página de depósito: las monedas enviadas por otra red no se pueden abonar.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Una moneda, dos redes: cómo enviar USDT de forma segura',
    summary: 'USDT existe en varias blockchains. Así eliges la red correcta para un depósito o un retiro.',
    body: '<p>USDT se emite en más de una blockchain. En la plataforma puedes usarlo en ERC20 (Ethereum) y TRC20 (TRON). La moneda es la misma, pero las redes están separadas: una transferencia solo llega si el remitente y el destinatario usan la misma red.</p><ul><li>Las transferencias TRC20 suelen ser más rápidas y baratas.</li><li>ERC20 es compatible con casi todos los monederos y exchanges.</li><li>Antes de enviar, comprueba que la red de la página de retiro coincide con la red de la dirección de destino.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Aprende a leer un gráfico de velas en cinco minutos',
    summary: 'Apertura, máximo, mínimo y cierre: qué te dice cada vela y cómo elegir el periodo del gráfico.',
    body: '<p>Cada vela resume la actividad de un periodo. El cuerpo va del precio de apertura al de cierre; las mechas finas llegan al precio máximo y al mínimo. Una vela verde cerró por encima de su apertura; una roja, por debajo.</p><p>Los periodos cortos, como uno o cinco minutos, muestran el ruido del momento. Las velas diarias y semanales muestran la tendencia. Mirar ambos antes de operar te ayuda a no reaccionar ante un único movimiento.</p>',
  },
  'news-leverage-risk': {
    title: 'El apalancamiento corta en ambos sentidos',
    summary:
      'Los contratos multiplican por igual las ganancias y las pérdidas. Cómo funcionan el margen, el stop-loss y la liquidación en la plataforma.',
    body: '<p>Con un contrato aportas un margen y abres una posición varias veces mayor. Con un apalancamiento de 10x, un movimiento del 1 % en el precio se convierte en un movimiento del 10 % en tu margen, en cualquier dirección.</p><ul><li>Fija un precio de stop-loss al abrir una posición, para que la pérdida se cierre en el nivel que elegiste.</li><li>Cuando se agota el margen de una posición, esta se liquida a precio de mercado.</li><li>Las posiciones que se mantienen de un día para otro pagan una comisión nocturna, que se muestra antes de abrir.</li></ul><p>Opera con apalancamiento solo con dinero que puedas permitirte perder.</p>',
  },
  'news-asset-protection': {
    title: 'Cómo protege la plataforma los activos de sus clientes',
    summary: 'Almacenamiento en frío, un libro contable cuadrado y revisado a diario, y retiros solo a direcciones que hayas guardado.',
    body: '<p>La mayor parte de las monedas de los clientes se guarda en monederos fríos que nunca se conectan a internet. En los monederos calientes solo queda la cantidad necesaria para los retiros diarios.</p><ul><li>Cada cambio de saldo se anota en un libro contable de partida doble, y cada día se comprueba que cuadra.</li><li>Los retiros solo van a direcciones guardadas en tu libreta de direcciones.</li><li>Las acciones sensibles, como cambiar la contraseña, requieren un código de verificación.</li></ul>',
  },
  'faq-registration': {
    title: '¿Cómo me registro?',
    summary: 'Regístrate en un minuto con un correo electrónico o un número de teléfono.',
    body: '<p>Toca Registrarse en la página de inicio de sesión y elige correo electrónico o teléfono. Si usas un número de teléfono, elige primero tu país o región para que se use el prefijo correcto.</p><ul><li>Solicita un código de verificación e introduce los 6 dígitos que recibas.</li><li>Elige una contraseña de más de seis caracteres e introdúcela dos veces.</li><li>Si un amigo te ha invitado, introduce su código de invitación.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'No he recibido el código de verificación',
    summary: 'Los códigos tienen 6 dígitos, son válidos durante 10 minutos y se pueden volver a pedir pasados 60 segundos.',
    body: '<p>Un código de verificación tiene 6 dígitos y es válido durante 10 minutos. Puedes pedir uno nuevo pasados 60 segundos.</p><ul><li>Revisa la carpeta de spam o correo no deseado de tu buzón.</li><li>Si es por SMS, comprueba que el prefijo del país o la región es correcto.</li><li>Tras varios intentos fallidos, el código deja de funcionar; pide uno nuevo.</li></ul><p>Nunca compartas un código con nadie, ni siquiera con quien diga trabajar para la plataforma.</p>',
  },
  'faq-deposits': {
    title: '¿Cómo funcionan los depósitos?',
    summary: `El depósito mínimo es de ${DEPOSIT_MINIMUM_USDT} USDT y se abona tras ${DEPOSIT_CONFIRMATIONS} confirmaciones de la red.`,
    body:
      '<p>Abre Activos, toca Depositar y elige la moneda y la red. Envía a la dirección que se muestra o escanea su código QR, y después sube el comprobante de pago.</p>' +
      `<ul><li>El depósito mínimo es de ${DEPOSIT_MINIMUM_USDT} USDT. Los depósitos menores no se abonan ni se devuelven.</li>` +
      `<li>Un depósito se abona tras ${DEPOSIT_CONFIRMATIONS} confirmaciones en su red.</li>` +
      '<li>Usa la misma red que la dirección de depósito; las monedas enviadas por otra red no se pueden abonar.</li>' +
      '<li>Las transferencias bancarias nacionales e internacionales pasan por el servicio OTC y tardan de 1 a 3 días hábiles.</li></ul>',
  },
  'faq-withdrawals': {
    title: '¿Cómo funcionan los retiros?',
    summary: 'Retira a una dirección de tu libreta de direcciones; los límites dependen de tu nivel de verificación.',
    body:
      '<p>Primero guarda la dirección de destino en tu libreta de direcciones, con su moneda y su red. Después abre Activos, toca Retirar, elige la dirección e introduce el importe. La comisión y el importe que recibirás se muestran antes de confirmar.</p>' +
      `<ul><li>Con la verificación básica puedes retirar hasta ${BASIC_BTC} BTC o su equivalente cada 24 horas.</li>` +
      `<li>Con la verificación avanzada, el límite es de ${ADVANCED_BTC} BTC cada 24 horas.</li>` +
      '<li>Cada retiro muestra su estado en los registros: en revisión, completado o fallido, con el motivo si ha fallado.</li></ul>',
  },
  'faq-fees': {
    title: '¿Qué comisiones pagaré?',
    summary:
      'Todas las comisiones se muestran antes de confirmar: trading, comisiones de red de los retiros, comisiones nocturnas y rescate anticipado.',
    body: '<p>La plataforma muestra cada comisión antes de que confirmes una acción, y cada comisión aparece en su propia línea de tu extracto.</p><ul><li>Las comisiones de trading se muestran en el formulario de la orden.</li><li>Los retiros pagan una comisión de red que depende de la moneda y de la red.</li><li>Las posiciones de contratos que se mantienen de un día para otro pagan una comisión nocturna.</li><li>Rescatar una orden de staking antes de que termine su plazo cuesta el 8 % del capital: al rescatar 10.000 USDT antes de tiempo recibes 9.200 USDT.</li></ul>',
  },
  'faq-security': {
    title: '¿Cómo mantengo segura mi cuenta?',
    summary: 'Usa una contraseña segura y una contraseña de pago distinta, vincula correo y teléfono, y nunca compartas códigos.',
    body: '<ul><li>Usa una contraseña que no uses en ningún otro sitio y define una contraseña de pago distinta para los retiros.</li><li>Vincula tu correo electrónico y tu número de teléfono en el centro de seguridad.</li><li>Completa la verificación de identidad para poder recuperar la cuenta si lo necesitas.</li><li>Retira solo a direcciones que hayas guardado tú y revísalas antes de confirmar.</li><li>Cierra sesión en dispositivos compartidos. Cambiar la contraseña cierra tu sesión en todas partes.</li></ul>',
  },
  'about-us': {
    title: 'Sobre Nova Exchange',
    summary: 'Una plataforma de activos digitales para operar spot, contratos y opciones, pensada para tu móvil.',
    body: '<p>Nova Exchange es una plataforma de trading de activos digitales diseñada primero para el móvil. En una sola app puedes seguir los mercados, operar pares spot, contratos y opciones por segundos, convertir entre monedas y transferir fondos entre tus cuentas.</p><p>El staking, las suscripciones IEO, el copy trading, la inversión dual y los NFT están en preparación. Hasta que cada uno abra, la app lo muestra como próximo lanzamiento y ninguno de tus fondos entra en él.</p><p>Creemos que una plataforma de trading se gana la confianza siendo clara: cada precio que decide un resultado queda registrado, cada comisión se muestra antes de confirmar y cada cambio de tu saldo aparece en tus registros.</p><p>La interfaz está disponible en doce idiomas y nuestro equipo de atención al cliente responde dentro de la app.</p>',
  },
  'operational-compliance': {
    title: 'Cumplimiento operativo',
    summary: 'Verificación de identidad, controles contra el blanqueo de capitales y cómo tratamos tus datos.',
    body: '<p>La plataforma opera bajo un programa de cumplimiento diseñado para prevenir el blanqueo de capitales, la financiación del terrorismo y el fraude.</p><ul><li><strong>Conoce a tu cliente (KYC):</strong> las verificaciones de identidad básica y avanzada desbloquean límites más altos; los documentos se revisan antes de aprobarlos.</li><li><strong>Supervisión de transacciones:</strong> los depósitos y retiros se revisan, y un retiro retenido para revisión siempre muestra el motivo.</li><li><strong>Resultados justos:</strong> las ejecuciones, los resultados de las opciones y las liquidaciones se derivan del precio de mercado registrado y no se pueden cambiar después.</li><li><strong>Protección de datos:</strong> los documentos de identidad solo se usan para la verificación y nunca se venden ni se comparten con fines comerciales.</li></ul><p>Es posible que los servicios no estén disponibles en algunos países y regiones cuya legislación no los permita.</p>',
  },
  'contact-us': {
    title: 'Contacto',
    summary: 'La atención al cliente responde dentro de la app, todos los días.',
    body: '<p>La forma más rápida de contactarnos es la atención al cliente de la app: abre tu perfil y toca Atención al cliente. Nuestro equipo responde todos los días, en inglés y en chino.</p><ul><li>Ten a mano el correo electrónico o el número de teléfono de tu cuenta.</li><li>Para un depósito o un retiro, indica la moneda, la red, el importe y el hash de la transacción.</li><li>Nunca te pedimos tu contraseña, tu contraseña de pago ni tus códigos de verificación.</li></ul>',
  },
  'share-invite': {
    title: 'Opera conmigo en Nova Exchange',
    summary: 'Regístrate con mi código de invitación y empieza a operar cripto desde tu móvil.',
    body: '<p>Opero cripto en Nova Exchange: mercados en vivo, trading spot y de contratos, staking y mucho más, todo en una app.</p><p>Regístrate con mi código de invitación para unirte a mi equipo. Cuando operes, la plataforma me dará una comisión, y tú también podrás invitar a tus amigos de la misma forma.</p>',
  },
};

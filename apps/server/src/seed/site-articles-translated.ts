// Translations, beyond English and Simplified Chinese, of the sample articles a reader meets first:
// the home pop-up (the security notice) and the wallet maintenance announcement, in the ten other
// languages of SPEC.md section 1. The other sample articles fall back to English.
import type { Lang } from '@platform/shared/languages';

export type ArticleText = { title: string; summary: string; body: string };

/** announcement-security-notice, the home pop-up. */
export const SECURITY_NOTICE_TRANSLATIONS: Partial<Record<Lang, ArticleText>> = {
  hk: {
    title: '安全提示：我們絕不會索取您的密碼或驗證碼',
    summary: '平台工作人員絕不會向您索取登入密碼、資金密碼或驗證碼，如遇此類情況請立即舉報。',
    body: '<p>不法分子可能冒充交易所工作人員，透過社群媒體、電話或私訊與您聯絡。請牢記：</p><ul><li>Nova Exchange 工作人員絕不會索取您的登入密碼、資金密碼或任何驗證碼。</li><li>我們絕不會要求您將資金轉入所謂的「安全帳戶」或個人帳戶。</li><li>官方客服只能透過 App 內的線上客服入口聯絡。</li></ul><p>如有人向您索取上述資訊，請立即終止對話，並透過 App 聯絡客服。</p>',
  },
  th: {
    title: 'ประกาศด้านความปลอดภัย: เราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณ',
    summary: 'เจ้าหน้าที่ของแพลตฟอร์มจะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ หากมีผู้ใดขอ โปรดแจ้งให้เราทราบ',
    body: '<p>มิจฉาชีพบางรายแอบอ้างเป็นเจ้าหน้าที่ของแพลตฟอร์มผ่านโซเชียลมีเดีย โทรศัพท์ หรือข้อความส่วนตัว โปรดจำไว้ว่า:</p><ul><li>เจ้าหน้าที่ของ Nova Exchange จะไม่ขอรหัสผ่านเข้าสู่ระบบ รหัสผ่านการชำระเงิน หรือรหัสยืนยันใด ๆ ของคุณ</li><li>เราจะไม่ขอให้คุณโอนเงินไปยังบัญชีที่อ้างว่า "ปลอดภัย" หรือไปยังบุคคลใด</li><li>ติดต่อฝ่ายบริการลูกค้าอย่างเป็นทางการได้ผ่านช่องทางบริการลูกค้าภายในแอปเท่านั้น</li></ul><p>หากมีผู้ขอข้อมูลเหล่านี้ โปรดหยุดการสนทนาและติดต่อฝ่ายบริการลูกค้าผ่านแอป</p>',
  },
  jp: {
    title: 'セキュリティのお知らせ：パスワードや認証コードをお尋ねすることは一切ありません',
    summary:
      '当プラットフォームのスタッフが、ログインパスワード、資金パスワード、認証コードをお尋ねすることはありません。尋ねられた場合はご報告ください。',
    body: '<p>詐欺師が SNS、電話、個人メッセージでプラットフォームのスタッフになりすますことがあります。次の点にご注意ください。</p><ul><li>Nova Exchange のスタッフが、ログインパスワード、資金パスワード、認証コードをお尋ねすることは一切ありません。</li><li>「安全な」口座や個人への送金をお願いすることはありません。</li><li>公式カスタマーサービスには、アプリ内のサポート窓口からのみお問い合わせいただけます。</li></ul><p>これらの情報を求められた場合は、すぐに会話をやめ、アプリからカスタマーサービスにご連絡ください。</p>',
  },
  kor: {
    title: '보안 공지: 비밀번호나 인증 코드를 절대 요구하지 않습니다',
    summary: '플랫폼 직원은 로그인 비밀번호, 자금 비밀번호 또는 인증 코드를 절대 요구하지 않습니다. 요구하는 사람이 있으면 신고해 주세요.',
    body: '<p>사기범이 소셜 미디어, 전화 또는 개인 메시지로 플랫폼 직원을 사칭하는 경우가 있습니다. 다음 사항을 꼭 기억해 주세요.</p><ul><li>Nova Exchange 직원은 로그인 비밀번호, 자금 비밀번호 또는 어떠한 인증 코드도 요구하지 않습니다.</li><li>"안전한" 계좌나 개인에게 자금을 이체하라고 요청하지 않습니다.</li><li>공식 고객센터는 앱 안의 고객 지원 메뉴로만 연결됩니다.</li></ul><p>누군가 이러한 정보를 요구하면 대화를 중단하고 앱에서 고객센터에 문의하세요.</p>',
  },
  fra: {
    title: 'Avis de sécurité : nous ne vous demanderons jamais votre mot de passe ni vos codes',
    summary:
      'Le personnel de la plateforme ne demande jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification. Signalez toute personne qui le fait.',
    body: '<p>Des fraudeurs se font parfois passer pour le personnel de la plateforme sur les réseaux sociaux, par téléphone ou en message privé. N’oubliez pas :</p><ul><li>Le personnel de Nova Exchange ne vous demandera jamais votre mot de passe de connexion, votre mot de passe de paiement ni aucun code de vérification.</li><li>Nous ne vous demanderons jamais de transférer des fonds vers un compte « sécurisé » ou vers un particulier.</li><li>Le service client officiel se joint uniquement depuis l’entrée d’assistance de l’application.</li></ul><p>Si quelqu’un vous demande ces informations, mettez fin à la conversation et contactez le service client depuis l’application.</p>',
  },
  spa: {
    title: 'Aviso de seguridad: nunca le pediremos su contraseña ni sus códigos',
    summary:
      'El personal de la plataforma nunca le pide su contraseña, su contraseña de pago ni sus códigos de verificación. Denuncie a quien lo haga.',
    body: '<p>A veces, los estafadores se hacen pasar por personal de la plataforma en redes sociales, por teléfono o en mensajes privados. Recuerde:</p><ul><li>El personal de Nova Exchange nunca le pedirá su contraseña de inicio de sesión, su contraseña de pago ni ningún código de verificación.</li><li>Nunca le pediremos que transfiera fondos a una cuenta «segura» ni a un particular.</li><li>Al servicio de atención al cliente oficial solo se accede desde la entrada de soporte de la app.</li></ul><p>Si alguien le pide estos datos, interrumpa la conversación y contacte con atención al cliente desde la app.</p>',
  },
  pt: {
    title: 'Aviso de segurança: nunca lhe pediremos a palavra-passe nem os códigos',
    summary:
      'A equipa da plataforma nunca pede a sua palavra-passe, a palavra-passe de pagamento nem os códigos de verificação. Denuncie quem o fizer.',
    body: '<p>Por vezes, burlões fazem-se passar pela equipa da plataforma nas redes sociais, por telefone ou em mensagens privadas. Lembre-se:</p><ul><li>A equipa da Nova Exchange nunca lhe pedirá a palavra-passe de início de sessão, a palavra-passe de pagamento nem qualquer código de verificação.</li><li>Nunca lhe pediremos que transfira fundos para uma conta «segura» ou para um particular.</li><li>O apoio ao cliente oficial só é contactado através da entrada de apoio dentro da app.</li></ul><p>Se alguém lhe pedir estes dados, termine a conversa e contacte o apoio ao cliente a partir da app.</p>',
  },
  de: {
    title: 'Sicherheitshinweis: Wir fragen Sie niemals nach Ihrem Passwort oder Ihren Codes',
    summary:
      'Mitarbeiter der Plattform fragen nie nach Ihrem Passwort, Ihrem Zahlungspasswort oder Ihren Bestätigungscodes. Melden Sie jeden, der das tut.',
    body: '<p>Betrüger geben sich in sozialen Medien, am Telefon oder in privaten Nachrichten manchmal als Mitarbeiter der Plattform aus. Bitte denken Sie daran:</p><ul><li>Mitarbeiter von Nova Exchange fragen Sie niemals nach Ihrem Anmeldepasswort, Ihrem Zahlungspasswort oder einem Bestätigungscode.</li><li>Wir fordern Sie niemals auf, Guthaben auf ein „sicheres“ Konto oder an eine Privatperson zu überweisen.</li><li>Den offiziellen Kundenservice erreichen Sie nur über den Support-Eintrag in der App.</li></ul><p>Wenn jemand Sie nach diesen Angaben fragt, beenden Sie das Gespräch und wenden Sie sich über die App an den Kundenservice.</p>',
  },
  sv: {
    title: 'Säkerhetsmeddelande: vi ber aldrig om ditt lösenord eller dina koder',
    summary:
      'Plattformens personal ber aldrig om ditt lösenord, ditt betalningslösenord eller dina verifieringskoder. Anmäl den som gör det.',
    body: '<p>Bedragare utger sig ibland för att vara plattformens personal i sociala medier, per telefon eller i privata meddelanden. Kom ihåg:</p><ul><li>Personal på Nova Exchange ber aldrig om ditt inloggningslösenord, ditt betalningslösenord eller någon verifieringskod.</li><li>Vi ber dig aldrig att föra över pengar till ett ”säkert” konto eller till en privatperson.</li><li>Den officiella kundtjänsten når du bara via supportingången i appen.</li></ul><p>Om någon ber dig om dessa uppgifter, avsluta samtalet och kontakta kundtjänst via appen.</p>',
  },
  it: {
    title: 'Avviso di sicurezza: non ti chiederemo mai la password o i codici',
    summary:
      'Il personale della piattaforma non chiede mai la tua password, la password di pagamento o i codici di verifica. Segnala chiunque lo faccia.',
    body: '<p>A volte i truffatori si spacciano per personale della piattaforma sui social media, al telefono o in messaggi privati. Ricorda:</p><ul><li>Il personale di Nova Exchange non ti chiederà mai la password di accesso, la password di pagamento o un codice di verifica.</li><li>Non ti chiederemo mai di trasferire fondi su un conto «sicuro» o a un privato.</li><li>Il servizio clienti ufficiale si raggiunge solo dalla voce di assistenza all’interno dell’app.</li></ul><p>Se qualcuno ti chiede questi dati, interrompi la conversazione e contatta il servizio clienti dall’app.</p>',
  },
};

/** announcement-maintenance. */
export const MAINTENANCE_TRANSLATIONS: Partial<Record<Lang, ArticleText>> = {
  hk: {
    title: '錢包服務計劃維護公告',
    summary: '為提升系統容量，充值與提領將在升級期間短暫暫停，交易不受影響。',
    body: '<p>本週末我們將對錢包服務進行升級擴容。升級預計持續約一小時，期間將暫停充值與提領。</p><ul><li>幣幣、合約和期權交易照常進行。</li><li>升級期間發起的充值將在升級結束後入帳。</li><li>待處理的提領將按提交順序依次處理。</li></ul><p>感謝您的耐心與支持。</p>',
  },
  th: {
    title: 'ประกาศปิดปรับปรุงระบบกระเป๋าเงินตามกำหนด',
    summary: 'การฝากและถอนจะหยุดชั่วคราวระหว่างการอัปเกรดตามแผน การเทรดไม่ได้รับผลกระทบ',
    body: '<p>สุดสัปดาห์นี้เราจะอัปเกรดระบบกระเป๋าเงินเพื่อเพิ่มขีดความสามารถ ระหว่างการอัปเกรดซึ่งคาดว่าจะใช้เวลาประมาณหนึ่งชั่วโมง การฝากและถอนจะหยุดชั่วคราว</p><ul><li>การเทรดสปอต สัญญา และออปชันดำเนินการได้ตามปกติ</li><li>เงินฝากที่ส่งระหว่างการอัปเกรดจะเข้าบัญชีเมื่อการอัปเกรดเสร็จสิ้น</li><li>คำขอถอนที่รอดำเนินการจะได้รับการดำเนินการตามลำดับการส่ง</li></ul><p>ขอขอบคุณที่อดทนรอ</p>',
  },
  jp: {
    title: 'ウォレットサービスの定期メンテナンスのお知らせ',
    summary: '予定されたアップグレードの間、入金と出金を一時停止します。取引には影響ありません。',
    body: '<p>今週末、処理能力を増強するためにウォレットサービスをアップグレードします。約 1 時間を予定しているアップグレード中は、入金と出金を一時停止します。</p><ul><li>現物、契約、オプションの取引は通常どおりご利用いただけます。</li><li>アップグレード中に送金された入金は、終了後に反映されます。</li><li>処理待ちの出金は、申請順に処理されます。</li></ul><p>ご理解とご協力をお願いいたします。</p>',
  },
  kor: {
    title: '지갑 서비스 정기 점검 안내',
    summary: '예정된 업그레이드 동안 입금과 출금이 잠시 중단됩니다. 거래에는 영향이 없습니다.',
    body: '<p>이번 주말 처리 용량을 늘리기 위해 지갑 서비스를 업그레이드합니다. 약 1시간이 소요될 예정인 업그레이드 동안 입금과 출금이 중단됩니다.</p><ul><li>현물, 계약 및 옵션 거래는 평소와 같이 이용할 수 있습니다.</li><li>업그레이드 중 보낸 입금은 업그레이드가 끝난 뒤 반영됩니다.</li><li>대기 중인 출금은 신청한 순서대로 처리됩니다.</li></ul><p>양해해 주셔서 감사합니다.</p>',
  },
  fra: {
    title: 'Maintenance programmée du service de portefeuille',
    summary: 'Les dépôts et les retraits sont brièvement suspendus pendant une mise à niveau planifiée. Le trading n’est pas concerné.',
    body: '<p>Nous mettrons à niveau le service de portefeuille ce week-end pour en augmenter la capacité. Pendant la mise à niveau, qui devrait durer environ une heure, les dépôts et les retraits sont suspendus.</p><ul><li>Le trading au comptant, sur contrats et sur options continue normalement.</li><li>Les dépôts envoyés pendant la mise à niveau sont crédités dès qu’elle se termine.</li><li>Les retraits en attente sont traités dans l’ordre de leur soumission.</li></ul><p>Merci de votre patience.</p>',
  },
  spa: {
    title: 'Mantenimiento programado del servicio de monedero',
    summary: 'Los depósitos y retiros se detienen brevemente durante una actualización planificada. El trading no se ve afectado.',
    body: '<p>Este fin de semana actualizaremos el servicio de monedero para ampliar su capacidad. Durante la actualización, que durará aproximadamente una hora, los depósitos y retiros quedan en pausa.</p><ul><li>El trading al contado, de contratos y de opciones continúa con normalidad.</li><li>Los depósitos enviados durante la actualización se abonan cuando esta termina.</li><li>Los retiros pendientes se procesan en el orden en que se enviaron.</li></ul><p>Gracias por su paciencia.</p>',
  },
  pt: {
    title: 'Manutenção programada do serviço de carteira',
    summary: 'Os depósitos e levantamentos ficam brevemente suspensos durante uma atualização planeada. A negociação não é afetada.',
    body: '<p>Este fim de semana vamos atualizar o serviço de carteira para aumentar a sua capacidade. Durante a atualização, que deverá demorar cerca de uma hora, os depósitos e levantamentos ficam suspensos.</p><ul><li>A negociação à vista, de contratos e de opções continua normalmente.</li><li>Os depósitos enviados durante a atualização são creditados quando esta terminar.</li><li>Os levantamentos pendentes são processados pela ordem em que foram submetidos.</li></ul><p>Obrigado pela sua paciência.</p>',
  },
  de: {
    title: 'Geplante Wartung des Wallet-Dienstes',
    summary: 'Ein- und Auszahlungen pausieren kurz während eines geplanten Upgrades. Der Handel ist nicht betroffen.',
    body: '<p>An diesem Wochenende rüsten wir den Wallet-Dienst auf, um seine Kapazität zu erhöhen. Während des Upgrades, das etwa eine Stunde dauern soll, sind Ein- und Auszahlungen pausiert.</p><ul><li>Spot-, Kontrakt- und Optionshandel laufen normal weiter.</li><li>Während des Upgrades gesendete Einzahlungen werden nach dessen Ende gutgeschrieben.</li><li>Ausstehende Auszahlungen werden in der Reihenfolge ihres Eingangs bearbeitet.</li></ul><p>Vielen Dank für Ihre Geduld.</p>',
  },
  sv: {
    title: 'Planerat underhåll av plånbokstjänsten',
    summary: 'Insättningar och uttag pausas en kort stund under en planerad uppgradering. Handeln påverkas inte.',
    body: '<p>I helgen uppgraderar vi plånbokstjänsten för att öka kapaciteten. Under uppgraderingen, som väntas ta ungefär en timme, är insättningar och uttag pausade.</p><ul><li>Spot-, kontrakts- och optionshandel fortsätter som vanligt.</li><li>Insättningar som skickas under uppgraderingen krediteras när den är klar.</li><li>Väntande uttag behandlas i den ordning de skickades in.</li></ul><p>Tack för ditt tålamod.</p>',
  },
  it: {
    title: 'Manutenzione programmata del servizio wallet',
    summary: 'Depositi e prelievi sono sospesi per breve tempo durante un aggiornamento pianificato. Il trading non è interessato.',
    body: '<p>Questo fine settimana aggiorneremo il servizio wallet per aumentarne la capacità. Durante l’aggiornamento, che dovrebbe durare circa un’ora, depositi e prelievi sono sospesi.</p><ul><li>Il trading spot, su contratti e su opzioni prosegue normalmente.</li><li>I depositi inviati durante l’aggiornamento vengono accreditati al suo termine.</li><li>I prelievi in attesa vengono elaborati nell’ordine in cui sono stati inviati.</li></ul><p>Grazie per la pazienza.</p>',
  },
};

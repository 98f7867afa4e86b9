// The sample articles in German (Sie), with the app's German terms (Einzahlung, Auszahlung,
// Umbuchung, Buchungen, Zahlungspasswort, Kundenservice).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesDe: ArticleTranslations = {
  'banner-markets': {
    title: 'Märkte, die nie schließen',
    summary: 'Verfolgen Sie BTC, ETH und weitere Coins gegen USDT rund um die Uhr, mit Live-Charts von einer Minute bis zu einem Monat.',
    body: '<p>Kryptomärkte handeln zu jeder Stunde an jedem Tag. Öffnen Sie den Bereich Märkte, um Live-Kurse zu verfolgen, Paare zu Ihren Favoriten hinzuzufügen und zwischen Chart-Zeiträumen von einer Minute bis zu einem Monat zu wechseln.</p>',
  },
  'banner-staking': {
    title: 'Lassen Sie ungenutzte USDT für sich arbeiten',
    summary:
      'Locked Staking zahlt für eine feste Laufzeit eine tägliche Rendite. Lesen Sie vor der Zeichnung die Bedingungen und die Regel zur vorzeitigen Rückgabe.',
    body: '<p>Wählen Sie eine Laufzeit, sehen Sie vor der Bestätigung den Tagessatz und den erwarteten Ertrag und erhalten Sie die Rendite jeden Tag bis zum Ende der Laufzeit. Eine Rückgabe vor Ende der Laufzeit kostet 8 % des eingesetzten Betrags.</p>',
  },
  'banner-invite': {
    title: 'Freunde einladen, gemeinsam profitieren',
    summary: 'Teilen Sie Ihren Einladungscode. Wenn eingeladene Freunde handeln, erhalten Sie eine Provision von der Plattform.',
    body: '<p>Jedes Konto hat einen eigenen Einladungscode. Freunde, die sich damit registrieren, treten Ihrem Team bei, und die Provisionen aus ihrem Handel finden Sie in den Einstellungen unter Team.</p>',
  },
  'announcement-security-notice': {
    title: 'Sicherheitshinweis: Wir fragen Sie niemals nach Ihrem Passwort oder Ihren Codes',
    summary:
      'Mitarbeiter der Plattform fragen nie nach Ihrem Passwort, Ihrem Zahlungspasswort oder Ihren Verifizierungscodes. Melden Sie jeden, der das tut.',
    body: '<p>Betrüger geben sich in sozialen Medien, am Telefon oder in privaten Nachrichten manchmal als Mitarbeiter der Plattform aus. Bitte denken Sie daran:</p><ul><li>Mitarbeiter von Nova Exchange fragen Sie niemals nach Ihrem Login-Passwort, Ihrem Zahlungspasswort oder einem Verifizierungscode.</li><li>Wir fordern Sie niemals auf, Guthaben auf ein „sicheres“ Konto oder an eine Privatperson zu überweisen.</li><li>Den offiziellen Kundenservice erreichen Sie nur über den Kundenservice-Eintrag in der App.</li></ul><p>Wenn jemand Sie nach diesen Angaben fragt, beenden Sie das Gespräch und wenden Sie sich über die App an den Kundenservice.</p>',
  },
  'announcement-maintenance': {
    title: 'Geplante Wartung des Wallet-Dienstes',
    summary: 'Ein- und Auszahlungen pausieren kurz während eines geplanten Upgrades. Der Handel ist nicht betroffen.',
    body: '<p>An diesem Wochenende rüsten wir den Wallet-Dienst auf, um seine Kapazität zu erhöhen. Während des Upgrades, das etwa eine Stunde dauern soll, sind Ein- und Auszahlungen pausiert.</p><ul><li>Spot-, Kontrakt- und Optionshandel laufen normal weiter.</li><li>Während des Upgrades gesendete Einzahlungen werden nach dessen Ende gutgeschrieben.</li><li>Ausstehende Auszahlungen werden in der Reihenfolge ihres Eingangs bearbeitet.</li></ul><p>Vielen Dank für Ihre Geduld.</p>',
  },
  'announcement-new-listings': {
    title: 'Spot-Handel mit LTC und BCH ist jetzt möglich',
    summary: 'Litecoin und Bitcoin Cash können jetzt eingezahlt, ausgezahlt und gegen USDT gehandelt werden.',
    body: '<p>Wir haben Litecoin (LTC) im Litecoin-Netzwerk und Bitcoin Cash (BCH) im Bitcoin-Cash-Netzwerk hinzugefügt.</p><ul><li>Ein- und Auszahlungen sind für beide Coins möglich.</li><li>Die Spot-Paare LTC/USDT und BCH/USDT finden Sie im Bereich Märkte.</li></ul><p>Zahlen Sie immer über das Netzwerk ein, das auf der Einzahlungsseite angezeigt wird: Coins, die über ein anderes Netzwerk gesendet werden, können nicht gutgeschrieben werden.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Ein Coin, zwei Netzwerke: USDT sicher senden',
    summary: 'USDT gibt es auf mehreren Blockchains. So wählen Sie das richtige Netzwerk für eine Ein- oder Auszahlung.',
    body: '<p>USDT wird auf mehr als einer Blockchain ausgegeben. Auf der Plattform können Sie es über ERC20 (Ethereum) und TRC20 (TRON) nutzen. Der Coin ist derselbe, die Netzwerke sind jedoch getrennt: Eine Überweisung kommt nur an, wenn Sender und Empfänger dasselbe Netzwerk verwenden.</p><ul><li>TRC20-Überweisungen sind meist schneller und günstiger.</li><li>ERC20 wird von fast jeder Wallet und jeder Börse unterstützt.</li><li>Prüfen Sie vor dem Senden, ob das Netzwerk auf der Auszahlungsseite zum Netzwerk der Empfangsadresse passt.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Ein Kerzenchart in fünf Minuten verstehen',
    summary: 'Eröffnung, Hoch, Tief und Schluss: Was jede Kerze zeigt und wie Sie den Chart-Zeitraum wählen.',
    body: '<p>Jede Kerze fasst den Handel eines Zeitraums zusammen. Der Körper reicht vom Eröffnungs- bis zum Schlusskurs, die dünnen Dochte reichen bis zum höchsten und tiefsten Kurs. Eine grüne Kerze hat höher geschlossen, als sie eröffnet hat, eine rote tiefer.</p><p>Kurze Zeiträume wie eine oder fünf Minuten zeigen das Rauschen des Augenblicks. Tages- und Wochenkerzen zeigen den Trend. Wer vor dem Handel beides betrachtet, reagiert seltener vorschnell auf eine einzelne Bewegung.</p>',
  },
  'news-leverage-risk': {
    title: 'Hebel wirken in beide Richtungen',
    summary:
      'Kontrakte vervielfachen Gewinne und Verluste gleichermaßen. So funktionieren Margin, Stop-Loss und Liquidation auf der Plattform.',
    body: '<p>Bei einem Kontrakt hinterlegen Sie Margin und eröffnen eine Position, die ein Vielfaches davon beträgt. Bei 10-fachem Hebel wird aus einer Kursbewegung von 1 % eine Bewegung Ihrer Margin von 10 %, in beide Richtungen.</p><ul><li>Legen Sie beim Eröffnen einer Position einen Stop-Loss-Kurs fest, damit ein Verlust auf einem von Ihnen gewählten Niveau geschlossen wird.</li><li>Ist die Margin einer Position aufgebraucht, wird sie zum Marktpreis liquidiert.</li><li>Über Nacht gehaltene Positionen zahlen eine Übernachtgebühr, die vor dem Eröffnen angezeigt wird.</li></ul><p>Handeln Sie mit Hebel nur mit Geld, dessen Verlust Sie sich leisten können.</p>',
  },
  'news-asset-protection': {
    title: 'So schützt die Plattform das Vermögen ihrer Kunden',
    summary: 'Cold Storage, ein täglich geprüftes ausgeglichenes Hauptbuch und Auszahlungen nur an gespeicherte Adressen.',
    body: '<p>Der größte Teil der Kunden-Coins liegt in Cold Wallets, die nie mit dem Internet verbunden sind. Nur der Betrag, der für tägliche Auszahlungen nötig ist, bleibt in Hot Wallets.</p><ul><li>Jede Änderung eines Guthabens wird in einem Hauptbuch mit doppelter Buchführung erfasst, und das Hauptbuch wird täglich auf Ausgeglichenheit geprüft.</li><li>Auszahlungen gehen nur an Adressen, die in Ihrem Adressbuch gespeichert sind.</li><li>Sensible Aktionen wie eine Passwortänderung erfordern einen Verifizierungscode.</li></ul>',
  },
  'faq-registration': {
    title: 'Wie registriere ich ein Konto?',
    summary: 'Registrieren Sie sich in einer Minute mit einer E-Mail-Adresse oder einer Telefonnummer.',
    body: '<p>Tippen Sie auf der Anmeldeseite auf Registrieren und wählen Sie E-Mail oder Telefon. Wählen Sie für eine Telefonnummer zuerst Ihr Land oder Ihre Region, damit die richtige Vorwahl verwendet wird.</p><ul><li>Fordern Sie einen Verifizierungscode an und geben Sie die 6 Ziffern ein, die Sie erhalten.</li><li>Wählen Sie ein Passwort mit mehr als sechs Zeichen und geben Sie es zweimal ein.</li><li>Wenn ein Freund Sie eingeladen hat, geben Sie seinen Einladungscode ein.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'Ich habe keinen Verifizierungscode erhalten',
    summary: 'Codes haben 6 Ziffern, gelten 10 Minuten und können nach 60 Sekunden erneut angefordert werden.',
    body: '<p>Ein Verifizierungscode hat 6 Ziffern und ist 10 Minuten lang gültig. Nach 60 Sekunden können Sie einen neuen anfordern.</p><ul><li>Sehen Sie im Spam- oder Junk-Ordner Ihres Postfachs nach.</li><li>Prüfen Sie bei SMS, ob die Landes- oder Regionsvorwahl stimmt.</li><li>Nach mehreren Fehleingaben wird ein Code ungültig; fordern Sie dann einen neuen an.</li></ul><p>Geben Sie einen Code niemals weiter, auch nicht an Personen, die behaupten, für die Plattform zu arbeiten.</p>',
  },
  'faq-deposits': {
    title: 'Wie funktionieren Einzahlungen?',
    summary: `Die Mindesteinzahlung beträgt ${DEPOSIT_MINIMUM_USDT} USDT; sie wird nach ${DEPOSIT_CONFIRMATIONS} Netzwerkbestätigungen gutgeschrieben.`,
    body:
      '<p>Öffnen Sie Vermögen, tippen Sie auf Einzahlen und wählen Sie Coin und Netzwerk. Senden Sie an die angezeigte Adresse oder scannen Sie ihren QR-Code und laden Sie anschließend den Zahlungsbeleg hoch.</p>' +
      `<ul><li>Die Mindesteinzahlung beträgt ${DEPOSIT_MINIMUM_USDT} USDT. Kleinere Einzahlungen werden weder gutgeschrieben noch zurückgesendet.</li>` +
      `<li>Eine Einzahlung wird nach ${DEPOSIT_CONFIRMATIONS} Bestätigungen in ihrem Netzwerk gutgeschrieben.</li>` +
      '<li>Verwenden Sie dasselbe Netzwerk wie die Einzahlungsadresse; Coins, die über ein anderes Netzwerk gesendet werden, können nicht gutgeschrieben werden.</li>' +
      '<li>Bank- und Auslandsüberweisungen laufen über den OTC-Service und dauern 1–3 Werktage.</li></ul>',
  },
  'faq-withdrawals': {
    title: 'Wie funktionieren Auszahlungen?',
    summary: 'Auszahlungen gehen an eine Adresse aus Ihrem Adressbuch; die Limits hängen von Ihrer Verifizierungsstufe ab.',
    body:
      '<p>Speichern Sie die Empfangsadresse zuerst mit Coin und Netzwerk in Ihrem Adressbuch. Öffnen Sie dann Vermögen, tippen Sie auf Auszahlen, wählen Sie die Adresse und geben Sie den Betrag ein. Die Gebühr und der Betrag, den Sie erhalten, werden vor der Bestätigung angezeigt.</p>' +
      `<ul><li>Mit der Basis-Verifizierung können Sie innerhalb von 24 Stunden bis zu ${BASIC_BTC} BTC oder den Gegenwert auszahlen.</li>` +
      `<li>Mit der erweiterten Verifizierung beträgt das Limit ${ADVANCED_BTC} BTC pro 24 Stunden.</li>` +
      '<li>Jede Auszahlung zeigt ihren Status im Verlauf: in Prüfung, abgeschlossen oder fehlgeschlagen, bei einem Fehlschlag mit Grund.</li></ul>',
  },
  'faq-fees': {
    title: 'Welche Gebühren fallen an?',
    summary:
      'Jede Gebühr wird vor der Bestätigung angezeigt: Handel, Netzwerkgebühren bei Auszahlungen, Übernachtgebühren und vorzeitige Rückgabe.',
    body: '<p>Die Plattform zeigt jede Gebühr an, bevor Sie eine Aktion bestätigen, und jede Gebühr erscheint als eigene Zeile in Ihren Buchungen.</p><ul><li>Handelsgebühren werden im Orderformular angezeigt.</li><li>Für Auszahlungen fällt eine Netzwerkgebühr an, die vom Coin und vom Netzwerk abhängt.</li><li>Über Nacht gehaltene Kontraktpositionen zahlen eine Übernachtgebühr.</li><li>Die Rückgabe einer Staking-Order vor Ende der Laufzeit kostet 8 % des eingesetzten Betrags: Wer 10.000 USDT vorzeitig zurückgibt, erhält 9.200 USDT.</li></ul>',
  },
  'faq-security': {
    title: 'Wie schütze ich mein Konto?',
    summary:
      'Nutzen Sie ein starkes Passwort und ein separates Zahlungspasswort, verknüpfen Sie E-Mail und Telefon und geben Sie niemals Codes weiter.',
    body: '<ul><li>Verwenden Sie ein Passwort, das Sie nirgendwo sonst nutzen, und legen Sie für Auszahlungen ein anderes Zahlungspasswort fest.</li><li>Verknüpfen Sie im Sicherheitscenter sowohl Ihre E-Mail-Adresse als auch Ihre Telefonnummer.</li><li>Schließen Sie die Identitätsprüfung ab, damit Ihr Konto wiederhergestellt werden kann.</li><li>Zahlen Sie nur an Adressen aus, die Sie selbst gespeichert haben, und prüfen Sie sie vor der Bestätigung.</li><li>Melden Sie sich auf gemeinsam genutzten Geräten ab. Eine Passwortänderung meldet Sie überall ab.</li></ul>',
  },
  'about-us': {
    title: 'Über Nova Exchange',
    summary: 'Eine Plattform für digitale Vermögenswerte mit Spot-, Kontrakt- und Optionshandel, gemacht für Ihr Smartphone.',
    body: '<p>Nova Exchange ist eine Handelsplattform für digitale Vermögenswerte, die zuerst für das Smartphone entwickelt wurde. In einer App verfolgen Sie Märkte, handeln Spot-Paare, Kontrakte und Sekundenoptionen, tauschen Coins und buchen Guthaben zwischen Ihren Konten um.</p><p>Staking, IEO-Zeichnungen, Copy-Trading, Dual Investment und NFTs sind in Vorbereitung. Bis ein Angebot startet, zeigt die App es als „demnächst verfügbar“ an, und keines Ihrer Guthaben fließt hinein.</p><p>Wir sind überzeugt, dass eine Handelsplattform Vertrauen durch Klarheit gewinnt: Jeder Kurs, der über ein Ergebnis entscheidet, wird aufgezeichnet, jede Gebühr wird vor der Bestätigung angezeigt und jede Änderung Ihres Guthabens erscheint in Ihrem Verlauf.</p><p>Die Oberfläche gibt es in zwölf Sprachen, und unser Kundenservice antwortet direkt in der App.</p>',
  },
  'operational-compliance': {
    title: 'Compliance im Betrieb',
    summary: 'Identitätsprüfung, Geldwäscheprüfungen und wie wir mit Ihren Daten umgehen.',
    body: '<p>Die Plattform arbeitet nach einem Compliance-Programm, das Geldwäsche, Terrorismusfinanzierung und Betrug verhindern soll.</p><ul><li><strong>Kundenidentifizierung (KYC):</strong> Die Basis- und die erweiterte Identitätsprüfung schalten höhere Limits frei; Dokumente werden vor der Freigabe geprüft.</li><li><strong>Transaktionsüberwachung:</strong> Ein- und Auszahlungen werden überprüft, und eine zur Prüfung angehaltene Auszahlung zeigt immer ihren Grund.</li><li><strong>Faire Ergebnisse:</strong> Ausführungen, Optionsergebnisse und Liquidationen ergeben sich aus dem aufgezeichneten Marktpreis und können nachträglich nicht geändert werden.</li><li><strong>Datenschutz:</strong> Ausweisdokumente werden nur zur Verifizierung verwendet und niemals verkauft oder für Werbung weitergegeben.</li></ul><p>In einigen Ländern und Regionen, deren Recht dies nicht erlaubt, sind die Dienste möglicherweise nicht verfügbar.</p>',
  },
  'contact-us': {
    title: 'Kontakt',
    summary: 'Der Kundenservice antwortet jeden Tag direkt in der App.',
    body: '<p>Am schnellsten erreichen Sie uns über den Kundenservice in der App: Öffnen Sie Ihr Profil und tippen Sie auf Kundenservice. Unser Team antwortet jeden Tag auf Englisch und Chinesisch.</p><ul><li>Halten Sie die E-Mail-Adresse oder Telefonnummer Ihres Kontos bereit.</li><li>Geben Sie bei einer Ein- oder Auszahlung Coin, Netzwerk, Betrag und Transaktions-Hash an.</li><li>Wir fragen niemals nach Ihrem Passwort, Ihrem Zahlungspasswort oder Ihren Verifizierungscodes.</li></ul>',
  },
  'share-invite': {
    title: 'Handeln Sie mit mir auf Nova Exchange',
    summary: 'Registrieren Sie sich mit meinem Einladungscode und handeln Sie Krypto auf Ihrem Smartphone.',
    body: '<p>Ich handle Krypto auf Nova Exchange: Live-Märkte, Spot- und Kontrakthandel, Staking und mehr, alles in einer App.</p><p>Registrieren Sie sich mit meinem Einladungscode, um meinem Team beizutreten. Wenn Sie handeln, erhalte ich eine Provision von der Plattform, und Sie können auf dieselbe Weise Ihre eigenen Freunde einladen.</p>',
  },
};

// The sample articles in Swedish (du), with the app's terms (insättning, uttag, överföring,
// historik, betalningslösenord, kundtjänst).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesSv: ArticleTranslations = {
  'banner-markets': {
    title: 'Marknader som aldrig stänger',
    summary: 'Följ BTC, ETH och fler mot USDT dygnet runt, med liveuppdaterade diagram från en minut till en månad.',
    body: '<p>Kryptomarknaderna handlas varje timme, varje dag. Öppna fliken Marknad för att följa kurserna i realtid, lägga till par bland dina favoriter och växla mellan diagramperioder från en minut till en månad.</p>',
  },
  'banner-staking': {
    title: 'Låt dina vilande USDT arbeta',
    summary: 'Låst staking ger daglig avkastning under en fast löptid. Läs villkoren och regeln för förtida inlösen innan du tecknar.',
    body: '<p>Välj en löptid, se den dagliga räntan och den förväntade avkastningen innan du bekräftar och få avkastningen varje dag tills löptiden är slut. Att lösa in före löptidens slut kostar 8 % av kapitalet.</p>',
  },
  'banner-invite': {
    title: 'Bjud in vänner och dela belöningarna',
    summary: 'Dela din inbjudningskod. När vänner du bjuder in handlar får du provision från plattformen.',
    body: '<p>Varje konto har en egen inbjudningskod. Vänner som registrerar sig med den går med i ditt team, och provisionerna du får från deras handel visas under Mitt team i inställningarna.</p>',
  },
  'announcement-security-notice': {
    title: 'Säkerhetsmeddelande: vi ber aldrig om ditt lösenord eller dina koder',
    summary:
      'Plattformens personal ber aldrig om ditt lösenord, ditt betalningslösenord eller dina verifieringskoder. Anmäl den som gör det.',
    body: '<p>Bedragare utger sig ibland för att vara plattformens personal i sociala medier, per telefon eller i privata meddelanden. Kom ihåg:</p><ul><li>Personal på Nova Exchange ber aldrig om ditt inloggningslösenord, ditt betalningslösenord eller någon verifieringskod.</li><li>Vi ber dig aldrig att föra över pengar till ett ”säkert” konto eller till en privatperson.</li><li>Den officiella kundtjänsten når du bara via Kundtjänst i appen.</li></ul><p>Om någon ber dig om dessa uppgifter, avsluta samtalet och kontakta kundtjänst via appen.</p>',
  },
  'announcement-maintenance': {
    title: 'Planerat underhåll av plånbokstjänsten',
    summary: 'Insättningar och uttag pausas en kort stund under en planerad uppgradering. Handeln påverkas inte.',
    body: '<p>I helgen uppgraderar vi plånbokstjänsten för att öka kapaciteten. Under uppgraderingen, som väntas ta ungefär en timme, är insättningar och uttag pausade.</p><ul><li>Spot-, kontrakts- och optionshandel fortsätter som vanligt.</li><li>Insättningar som skickas under uppgraderingen krediteras när den är klar.</li><li>Väntande uttag behandlas i den ordning de skickades in.</li></ul><p>Tack för ditt tålamod.</p>',
  },
  'announcement-new-listings': {
    title: 'Nu kan du handla LTC och BCH på spotmarknaden',
    summary: 'Litecoin och Bitcoin Cash kan nu sättas in, tas ut och handlas mot USDT.',
    body: '<p>Vi har lagt till Litecoin (LTC) på Litecoin-nätverket och Bitcoin Cash (BCH) på Bitcoin Cash-nätverket.</p><ul><li>Insättningar och uttag är öppna för båda mynten.</li><li>Spotparen LTC/USDT och BCH/USDT finns under fliken Marknad.</li></ul><p>Sätt alltid in via det nätverk som visas på insättningssidan: mynt som skickas via ett annat nätverk kan inte krediteras.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Ett mynt, två nätverk: så skickar du USDT säkert',
    summary: 'USDT finns på flera blockkedjor. Så väljer du rätt nätverk för en insättning eller ett uttag.',
    body: '<p>USDT ges ut på mer än en blockkedja. På plattformen kan du använda det på ERC20 (Ethereum) och TRC20 (TRON). Myntet är detsamma, men nätverken är separata: en överföring kommer bara fram om avsändaren och mottagaren använder samma nätverk.</p><ul><li>TRC20-överföringar är oftast snabbare och billigare.</li><li>ERC20 stöds av nästan alla plånböcker och börser.</li><li>Kontrollera innan du skickar att nätverket på uttagssidan stämmer med mottagaradressens nätverk.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Läs ett candlestick-diagram på fem minuter',
    summary: 'Öppning, högsta, lägsta och stängning: vad varje ljus berättar och hur du väljer diagramperiod.',
    body: '<p>Varje ljus sammanfattar handeln under en period. Kroppen sträcker sig mellan öppnings- och stängningskursen; de tunna vekarna når den högsta och lägsta kursen. Ett grönt ljus stängde högre än det öppnade, ett rött lägre.</p><p>Korta perioder som en eller fem minuter visar stundens brus. Dags- och veckoljus visar trenden. Om du tittar på båda innan du handlar är det lättare att inte reagera på en enstaka rörelse.</p>',
  },
  'news-leverage-risk': {
    title: 'Hävstång slår åt båda hållen',
    summary: 'Kontrakt förstärker både vinster och förluster. Så fungerar marginal, stop-loss och likvidation på plattformen.',
    body: '<p>Med ett kontrakt sätter du in en marginal och öppnar en position som är flera gånger större. Med 10x hävstång blir en kursrörelse på 1 % en rörelse på 10 % i din marginal, åt vilket håll som helst.</p><ul><li>Ange ett stop-loss-pris när du öppnar en position, så att en förlust stängs på en nivå du själv valt.</li><li>När en positions marginal tar slut likvideras den till marknadspris.</li><li>Positioner som hålls över natten betalar en nattavgift, som visas innan du öppnar.</li></ul><p>Handla bara med hävstång för pengar som du har råd att förlora.</p>',
  },
  'news-asset-protection': {
    title: 'Så skyddar plattformen kundernas tillgångar',
    summary: 'Kall förvaring, en balanserad huvudbok som kontrolleras varje dag och uttag bara till adresser du har sparat.',
    body: '<p>De flesta av kundernas mynt förvaras i kalla plånböcker som aldrig är anslutna till internet. Bara det belopp som behövs för dagens uttag ligger i varma plånböcker.</p><ul><li>Varje saldoändring bokförs i en huvudbok med dubbel bokföring, och varje dag kontrolleras att huvudboken balanserar.</li><li>Uttag går bara till adresser som är sparade i din adressbok.</li><li>Känsliga åtgärder som att byta lösenord kräver en verifieringskod.</li></ul>',
  },
  'faq-registration': {
    title: 'Hur registrerar jag ett konto?',
    summary: 'Registrera dig på en minut med en e-postadress eller ett telefonnummer.',
    body: '<p>Tryck på Registrera på inloggningssidan och välj e-post eller telefon. För ett telefonnummer väljer du först ditt land eller din region, så att rätt landsnummer används.</p><ul><li>Begär en verifieringskod och ange de 6 siffror du får.</li><li>Välj ett lösenord som är längre än sex tecken och ange det två gånger.</li><li>Om en vän har bjudit in dig anger du vännens inbjudningskod.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'Jag har inte fått någon verifieringskod',
    summary: 'Koderna har 6 siffror, gäller i 10 minuter och kan begäras på nytt efter 60 sekunder.',
    body: '<p>En verifieringskod har 6 siffror och gäller i 10 minuter. Du kan begära en ny efter 60 sekunder.</p><ul><li>Titta i mappen för skräppost i din e-post.</li><li>För sms: kontrollera att landsnumret är rätt.</li><li>Efter flera felaktiga försök slutar koden att fungera; begär då en ny.</li></ul><p>Dela aldrig en kod med någon, inte heller med personer som säger att de arbetar för plattformen.</p>',
  },
  'faq-deposits': {
    title: 'Hur fungerar insättningar?',
    summary: `Minsta insättning är ${DEPOSIT_MINIMUM_USDT} USDT, som krediteras efter ${DEPOSIT_CONFIRMATIONS} bekräftelser i nätverket.`,
    body:
      '<p>Öppna Tillgångar, tryck på Sätt in och välj mynt och nätverk. Skicka till adressen som visas eller skanna dess QR-kod och ladda sedan upp betalningskvittot.</p>' +
      `<ul><li>Minsta insättning är ${DEPOSIT_MINIMUM_USDT} USDT. Mindre insättningar varken krediteras eller returneras.</li>` +
      `<li>En insättning krediteras efter ${DEPOSIT_CONFIRMATIONS} bekräftelser i sitt nätverk.</li>` +
      '<li>Använd samma nätverk som insättningsadressen; mynt som skickas via ett annat nätverk kan inte krediteras.</li>' +
      '<li>Bank- och utlandsöverföringar går via OTC-tjänsten och tar 1–3 bankdagar.</li></ul>',
  },
  'faq-withdrawals': {
    title: 'Hur fungerar uttag?',
    summary: 'Ta ut till en adress i din adressbok; gränserna beror på din verifieringsnivå.',
    body:
      '<p>Spara först mottagaradressen i din adressbok, med dess mynt och nätverk. Öppna sedan Tillgångar, tryck på Ta ut, välj adressen och ange beloppet. Avgiften och beloppet du får visas innan du bekräftar.</p>' +
      `<ul><li>Med grundläggande verifiering kan du ta ut upp till ${BASIC_BTC} BTC eller motsvarande per 24 timmar.</li>` +
      `<li>Med avancerad verifiering är gränsen ${ADVANCED_BTC} BTC per 24 timmar.</li>` +
      '<li>Varje uttag visar sin status i historiken: under granskning, slutfört eller misslyckat, med orsaken om det misslyckades.</li></ul>',
  },
  'faq-fees': {
    title: 'Vilka avgifter betalar jag?',
    summary: 'Varje avgift visas innan du bekräftar: handel, nätverksavgifter för uttag, nattavgifter och förtida inlösen.',
    body: '<p>Plattformen visar varje avgift innan du bekräftar en åtgärd, och varje avgift visas som en egen rad i din historik.</p><ul><li>Handelsavgifter visas i orderformuläret.</li><li>Uttag kostar en nätverksavgift som beror på mynt och nätverk.</li><li>Kontraktspositioner som hålls över natten betalar en nattavgift.</li><li>Att lösa in en staking-order före löptidens slut kostar 8 % av kapitalet: löser du in 10 000 USDT i förtid får du tillbaka 9 200 USDT.</li></ul>',
  },
  'faq-security': {
    title: 'Hur skyddar jag mitt konto?',
    summary: 'Använd ett starkt lösenord och ett separat betalningslösenord, koppla både e-post och telefon och dela aldrig koder.',
    body: '<ul><li>Använd ett lösenord som du inte använder någon annanstans, och välj ett annat betalningslösenord för uttag.</li><li>Koppla både din e-postadress och ditt telefonnummer i säkerhetscentret.</li><li>Slutför identitetsverifieringen så att kontot kan återställas vid behov.</li><li>Gör bara uttag till adresser som du själv har sparat, och kontrollera dem innan du bekräftar.</li><li>Logga ut på delade enheter. När du byter lösenord loggas du ut överallt.</li></ul>',
  },
  'about-us': {
    title: 'Om Nova Exchange',
    summary: 'En plattform för digitala tillgångar med spot-, kontrakts- och optionshandel, byggd för mobilen.',
    body: '<p>Nova Exchange är en handelsplattform för digitala tillgångar som är byggd för mobilen först. I en och samma app följer du marknaderna, handlar spotpar, kontrakt och sekundoptioner, växlar mellan mynt och för över pengar mellan dina konton.</p><p>Staking, IEO-teckningar, copy trading, Dual Investment och NFT:er är under förberedelse. Tills respektive tjänst öppnar visar appen den som kommer snart, och inga av dina pengar går in i den.</p><p>Vi tror att en handelsplattform förtjänar förtroende genom tydlighet: varje kurs som avgör ett utfall registreras, varje avgift visas innan du bekräftar och varje ändring av ditt saldo syns i din historik.</p><p>Gränssnittet finns på tolv språk, och vår kundtjänst svarar direkt i appen.</p>',
  },
  'operational-compliance': {
    title: 'Regelefterlevnad',
    summary: 'Identitetsverifiering, kontroller mot penningtvätt och hur vi hanterar dina uppgifter.',
    body: '<p>Plattformen drivs enligt ett program för regelefterlevnad som ska förhindra penningtvätt, finansiering av terrorism och bedrägerier.</p><ul><li><strong>Kundkännedom (KYC):</strong> grundläggande och avancerad identitetsverifiering ger högre gränser; dokumenten granskas innan de godkänns.</li><li><strong>Transaktionsövervakning:</strong> insättningar och uttag kontrolleras, och ett uttag som hålls kvar för granskning visar alltid orsaken.</li><li><strong>Rättvisa utfall:</strong> avslut, optionsutfall och likvidationer bygger på det registrerade marknadspriset och kan inte ändras i efterhand.</li><li><strong>Dataskydd:</strong> id-handlingar används bara för verifiering och säljs eller delas aldrig för marknadsföring.</li></ul><p>Tjänsterna kan vara otillgängliga i vissa länder och regioner där lokal lag inte tillåter dem.</p>',
  },
  'contact-us': {
    title: 'Kontakta oss',
    summary: 'Kundtjänst svarar i appen, varje dag.',
    body: '<p>Snabbast når du oss via kundtjänst i appen: öppna din profil och tryck på Kundtjänst. Vårt team svarar varje dag, på engelska och kinesiska.</p><ul><li>Ha ditt kontos e-postadress eller telefonnummer till hands.</li><li>Gäller det en insättning eller ett uttag, ange mynt, nätverk, belopp och transaktionens hash.</li><li>Vi ber aldrig om ditt lösenord, ditt betalningslösenord eller dina verifieringskoder.</li></ul>',
  },
  'share-invite': {
    title: 'Handla med mig på Nova Exchange',
    summary: 'Registrera dig med min inbjudningskod och börja handla krypto i mobilen.',
    body: '<p>Jag handlar krypto på Nova Exchange: marknader i realtid, spot- och kontraktshandel, staking och mer, allt i en app.</p><p>Registrera dig med min inbjudningskod för att gå med i mitt team. När du handlar får jag provision från plattformen, och du kan bjuda in dina egna vänner på samma sätt.</p>',
  },
};

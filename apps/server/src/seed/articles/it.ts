// The sample articles in Italian (tu, as the app's Italian texts), with the app's terms (deposito,
// prelievo, trasferimento, movimenti, password di pagamento, assistenza clienti).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesIt: ArticleTranslations = {
  'banner-markets': {
    title: 'Mercati che non chiudono mai',
    summary: 'Segui BTC, ETH e altre monete contro USDT a ogni ora, con grafici in tempo reale da un minuto a un mese.',
    body: '<p>I mercati cripto sono aperti a ogni ora di ogni giorno. Apri la scheda Mercati per seguire i prezzi in tempo reale, aggiungere coppie ai preferiti e passare da un periodo del grafico all’altro, da un minuto a un mese.</p>',
  },
  'banner-staking': {
    title: 'Fai fruttare i tuoi USDT inattivi',
    summary:
      'Lo staking vincolato paga un rendimento giornaliero per una durata fissa. Leggi le condizioni e la regola sul riscatto anticipato prima di sottoscrivere.',
    body: '<p>Scegli una durata, controlla il tasso giornaliero e il rendimento previsto prima di confermare e ricevi il rendimento ogni giorno fino alla scadenza. Il riscatto prima della scadenza costa l’8% del capitale.</p>',
  },
  'banner-invite': {
    title: 'Invita gli amici e condividi i premi',
    summary: 'Condividi il tuo codice invito. Quando gli amici che inviti fanno trading, ricevi una commissione dalla piattaforma.',
    body: '<p>Ogni account ha il proprio codice invito. Gli amici che si registrano con il tuo codice entrano nel tuo team, e le commissioni che ti fa guadagnare il loro trading sono elencate in Il mio team, nelle impostazioni.</p>',
  },
  'announcement-security-notice': {
    title: 'Avviso di sicurezza: non ti chiederemo mai la password o i codici',
    summary:
      'Il personale della piattaforma non chiede mai la tua password, la password di pagamento o i codici di verifica. Segnala chiunque lo faccia.',
    body: '<p>A volte i truffatori si spacciano per personale della piattaforma sui social media, al telefono o in messaggi privati. Ricorda:</p><ul><li>Il personale di Nova Exchange non ti chiederà mai la password di accesso, la password di pagamento o un codice di verifica.</li><li>Non ti chiederemo mai di trasferire fondi su un conto «sicuro» o a un privato.</li><li>L’assistenza clienti ufficiale si raggiunge solo dalla voce Assistenza clienti dell’app.</li></ul><p>Se qualcuno ti chiede questi dati, interrompi la conversazione e contatta l’assistenza clienti dall’app.</p>',
  },
  'announcement-maintenance': {
    title: 'Manutenzione programmata del servizio wallet',
    summary: 'Depositi e prelievi sono sospesi per breve tempo durante un aggiornamento pianificato. Il trading non è interessato.',
    body: '<p>Questo fine settimana aggiorneremo il servizio wallet per aumentarne la capacità. Durante l’aggiornamento, che dovrebbe durare circa un’ora, depositi e prelievi sono sospesi.</p><ul><li>Il trading spot, su contratti e su opzioni prosegue normalmente.</li><li>I depositi inviati durante l’aggiornamento vengono accreditati al suo termine.</li><li>I prelievi in attesa vengono elaborati nell’ordine in cui sono stati inviati.</li></ul><p>Grazie per la pazienza.</p>',
  },
  'announcement-new-listings': {
    title: 'Il trading spot di LTC e BCH è aperto',
    summary: 'Ora puoi depositare, prelevare e scambiare Litecoin e Bitcoin Cash contro USDT.',
    body: '<p>Abbiamo aggiunto Litecoin (LTC) sulla rete Litecoin e Bitcoin Cash (BCH) sulla rete Bitcoin Cash.</p><ul><li>Depositi e prelievi sono aperti per entrambe le monete.</li><li>Le coppie spot LTC/USDT e BCH/USDT sono disponibili nella scheda Mercati.</li></ul><p>Deposita sempre sulla rete indicata nella pagina di deposito: le monete inviate su un’altra rete non possono essere accreditate.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Una moneta, due reti: inviare USDT in sicurezza',
    summary: 'USDT esiste su più blockchain. Ecco come scegliere la rete giusta per un deposito o un prelievo.',
    body: '<p>USDT è emesso su più di una blockchain. Sulla piattaforma puoi usarlo su ERC20 (Ethereum) e TRC20 (TRON). La moneta è la stessa, ma le reti sono separate: un trasferimento arriva solo se mittente e destinatario usano la stessa rete.</p><ul><li>I trasferimenti TRC20 sono di solito più veloci ed economici.</li><li>ERC20 è supportata da quasi tutti i wallet e gli exchange.</li><li>Prima di inviare, controlla che la rete della pagina di prelievo corrisponda a quella dell’indirizzo di destinazione.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Leggere un grafico a candele in cinque minuti',
    summary: 'Apertura, massimo, minimo e chiusura: cosa ti dice ogni candela e come scegliere il periodo del grafico.',
    body: '<p>Ogni candela riassume gli scambi di un periodo. Il corpo va dal prezzo di apertura a quello di chiusura; le ombre sottili arrivano al prezzo massimo e al minimo. Una candela verde ha chiuso più in alto dell’apertura, una rossa più in basso.</p><p>I periodi brevi, come uno o cinque minuti, mostrano il rumore del momento. Le candele giornaliere e settimanali mostrano la tendenza. Guardare entrambi prima di fare trading ti aiuta a non reagire a un singolo movimento.</p>',
  },
  'news-leverage-risk': {
    title: 'La leva funziona in entrambe le direzioni',
    summary:
      'I contratti moltiplicano allo stesso modo guadagni e perdite. Come funzionano margine, stop loss e liquidazione sulla piattaforma.',
    body: '<p>Con un contratto versi un margine e apri una posizione più volte più grande. Con una leva 10x, una variazione dell’1% del prezzo diventa una variazione del 10% del tuo margine, in entrambe le direzioni.</p><ul><li>Imposta un prezzo di stop loss quando apri una posizione, così una perdita viene chiusa al livello che hai scelto.</li><li>Quando il margine di una posizione si esaurisce, la posizione viene liquidata al prezzo di mercato.</li><li>Le posizioni mantenute overnight pagano una commissione overnight, mostrata prima dell’apertura.</li></ul><p>Fai trading con la leva solo con denaro che puoi permetterti di perdere.</p>',
  },
  'news-asset-protection': {
    title: 'Come la piattaforma protegge gli asset dei clienti',
    summary: 'Conservazione a freddo, un registro in pareggio verificato ogni giorno e prelievi solo verso indirizzi che hai salvato.',
    body: '<p>La maggior parte delle monete dei clienti è custodita in cold wallet mai connessi a internet. Negli hot wallet resta solo l’importo necessario ai prelievi giornalieri.</p><ul><li>Ogni variazione di saldo viene registrata in un registro a partita doppia, di cui ogni giorno si verifica il pareggio.</li><li>I prelievi vanno solo verso indirizzi salvati nella tua rubrica indirizzi.</li><li>Le operazioni sensibili, come il cambio della password, richiedono un codice di verifica.</li></ul>',
  },
  'faq-registration': {
    title: 'Come mi registro?',
    summary: 'Registrati in un minuto con un indirizzo email o un numero di telefono.',
    body: '<p>Tocca Registrati nella pagina di accesso e scegli email o telefono. Per un numero di telefono, scegli prima il tuo paese o la tua regione, così viene usato il prefisso corretto.</p><ul><li>Richiedi un codice di verifica e inserisci le 6 cifre che ricevi.</li><li>Scegli una password di più di sei caratteri e inseriscila due volte.</li><li>Se un amico ti ha invitato, inserisci il suo codice invito.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'Non ho ricevuto il codice di verifica',
    summary: 'I codici hanno 6 cifre, valgono 10 minuti e si possono richiedere di nuovo dopo 60 secondi.',
    body: '<p>Un codice di verifica ha 6 cifre ed è valido per 10 minuti. Puoi richiederne uno nuovo dopo 60 secondi.</p><ul><li>Controlla la cartella spam o posta indesiderata della tua casella.</li><li>Per gli SMS, controlla che il prefisso del paese o della regione sia corretto.</li><li>Dopo diversi inserimenti errati il codice smette di funzionare; richiedine uno nuovo.</li></ul><p>Non condividere mai un codice con nessuno, nemmeno con chi dice di lavorare per la piattaforma.</p>',
  },
  'faq-deposits': {
    title: 'Come funzionano i depositi?',
    summary: `Il deposito minimo è di ${DEPOSIT_MINIMUM_USDT} USDT, accreditato dopo ${DEPOSIT_CONFIRMATIONS} conferme della rete.`,
    body:
      '<p>Apri Asset, tocca Deposita e scegli la moneta e la rete. Invia all’indirizzo mostrato o scansiona il suo codice QR, poi carica la ricevuta del pagamento.</p>' +
      `<ul><li>Il deposito minimo è di ${DEPOSIT_MINIMUM_USDT} USDT. I depositi inferiori non vengono né accreditati né restituiti.</li>` +
      `<li>Un deposito viene accreditato dopo ${DEPOSIT_CONFIRMATIONS} conferme sulla sua rete.</li>` +
      '<li>Usa la stessa rete dell’indirizzo di deposito; le monete inviate su un’altra rete non possono essere accreditate.</li>' +
      '<li>I bonifici bancari nazionali e internazionali passano dal servizio OTC e richiedono 1-3 giorni lavorativi.</li></ul>',
  },
  'faq-withdrawals': {
    title: 'Come funzionano i prelievi?',
    summary: 'Preleva verso un indirizzo della tua rubrica; i limiti dipendono dal tuo livello di verifica.',
    body:
      '<p>Per prima cosa salva l’indirizzo di destinazione nella rubrica indirizzi, con la sua moneta e la sua rete. Poi apri Asset, tocca Preleva, scegli l’indirizzo e inserisci l’importo. La commissione e l’importo che riceverai sono mostrati prima della conferma.</p>' +
      `<ul><li>Con la verifica di base puoi prelevare fino a ${BASIC_BTC} BTC o l’equivalente ogni 24 ore.</li>` +
      `<li>Con la verifica avanzata il limite è di ${ADVANCED_BTC} BTC ogni 24 ore.</li>` +
      '<li>Ogni prelievo mostra il suo stato nel registro: in revisione, completato o non riuscito, con il motivo se non è riuscito.</li></ul>',
  },
  'faq-fees': {
    title: 'Quali commissioni pagherò?',
    summary:
      'Ogni commissione è mostrata prima della conferma: trading, commissioni di rete sui prelievi, commissioni overnight e riscatto anticipato.',
    body: '<p>La piattaforma mostra ogni commissione prima che tu confermi un’operazione, e ogni commissione compare come riga a sé nei tuoi movimenti.</p><ul><li>Le commissioni di trading sono indicate nel modulo dell’ordine.</li><li>I prelievi pagano una commissione di rete che dipende dalla moneta e dalla rete.</li><li>Le posizioni su contratti mantenute overnight pagano una commissione overnight.</li><li>Riscattare un ordine di staking prima della scadenza costa l’8% del capitale: riscattando in anticipo 10.000 USDT ne ricevi 9.200.</li></ul>',
  },
  'faq-security': {
    title: 'Come proteggo il mio account?',
    summary: 'Usa una password robusta e una password di pagamento separata, collega email e telefono e non condividere mai i codici.',
    body: '<ul><li>Usa una password che non usi altrove e imposta una password di pagamento diversa per i prelievi.</li><li>Collega sia la tua email sia il tuo numero di telefono nel centro sicurezza.</li><li>Completa la verifica dell’identità, così potrai recuperare l’account in caso di necessità.</li><li>Preleva solo verso indirizzi che hai salvato tu e controllali prima di confermare.</li><li>Esci dall’account sui dispositivi condivisi. Cambiare la password ti disconnette ovunque.</li></ul>',
  },
  'about-us': {
    title: 'Chi è Nova Exchange',
    summary: 'Una piattaforma di asset digitali per il trading spot, su contratti e su opzioni, pensata per lo smartphone.',
    body: '<p>Nova Exchange è una piattaforma di trading di asset digitali progettata prima di tutto per lo smartphone. In un’unica app puoi seguire i mercati, fare trading di coppie spot, contratti e opzioni a secondi, convertire monete e trasferire fondi tra i tuoi conti.</p><p>Staking, sottoscrizioni IEO, copy trading, doppio investimento e NFT sono in preparazione. Finché ciascuno non apre, l’app lo indica come in arrivo e nessuno dei tuoi fondi vi viene impiegato.</p><p>Crediamo che una piattaforma di trading si guadagni la fiducia con la chiarezza: ogni prezzo che decide un risultato viene registrato, ogni commissione è mostrata prima della conferma e ogni variazione del tuo saldo compare nel tuo registro.</p><p>L’interfaccia è disponibile in dodici lingue e il nostro team di assistenza clienti risponde direttamente nell’app.</p>',
  },
  'operational-compliance': {
    title: 'Conformità operativa',
    summary: 'Verifica dell’identità, controlli antiriciclaggio e come trattiamo i tuoi dati.',
    body: '<p>La piattaforma opera secondo un programma di conformità pensato per prevenire il riciclaggio di denaro, il finanziamento del terrorismo e le frodi.</p><ul><li><strong>Conosci il tuo cliente (KYC):</strong> la verifica dell’identità di base e quella avanzata sbloccano limiti più alti; i documenti vengono esaminati prima dell’approvazione.</li><li><strong>Monitoraggio delle transazioni:</strong> depositi e prelievi vengono controllati, e un prelievo trattenuto per revisione mostra sempre il motivo.</li><li><strong>Risultati equi:</strong> esecuzioni, esiti delle opzioni e liquidazioni derivano dal prezzo di mercato registrato e non possono essere modificati in seguito.</li><li><strong>Protezione dei dati:</strong> i documenti d’identità sono usati solo per la verifica e non vengono mai venduti né condivisi a fini di marketing.</li></ul><p>I servizi potrebbero non essere disponibili in alcuni paesi e regioni in cui la legge locale non li consente.</p>',
  },
  'contact-us': {
    title: 'Contattaci',
    summary: 'L’assistenza clienti risponde nell’app, tutti i giorni.',
    body: '<p>Il modo più rapido per contattarci è l’assistenza clienti dell’app: apri il tuo profilo e tocca Assistenza clienti. Il nostro team risponde tutti i giorni, in inglese e in cinese.</p><ul><li>Tieni a portata di mano l’email o il numero di telefono del tuo account.</li><li>Per un deposito o un prelievo, indica la moneta, la rete, l’importo e l’hash della transazione.</li><li>Non ti chiediamo mai la password, la password di pagamento o i codici di verifica.</li></ul>',
  },
  'share-invite': {
    title: 'Fai trading con me su Nova Exchange',
    summary: 'Registrati con il mio codice invito e inizia a fare trading di cripto dallo smartphone.',
    body: '<p>Faccio trading di cripto su Nova Exchange: mercati in tempo reale, trading spot e su contratti, staking e altro ancora, tutto in un’unica app.</p><p>Registrati con il mio codice invito per entrare nel mio team. Quando fai trading, ricevo una commissione dalla piattaforma, e tu puoi invitare i tuoi amici allo stesso modo.</p>',
  },
};

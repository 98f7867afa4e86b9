// The sample articles in French (vous), with the app's French terms (dépôt, retrait, transfert,
// relevés, mot de passe de paiement, service client).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesFra: ArticleTranslations = {
  'banner-markets': {
    title: 'Des marchés qui ne ferment jamais',
    summary: 'Suivez BTC, ETH et d’autres cryptos face à l’USDT 24 h/24, avec des graphiques en direct d’une minute à un mois.',
    body: '<p>Les marchés crypto s’échangent à toute heure, tous les jours. Ouvrez l’onglet Marchés pour suivre les cours en direct, ajouter des paires à vos favoris et passer d’une période de graphique à l’autre, d’une minute à un mois.</p>',
  },
  'banner-staking': {
    title: 'Faites travailler vos USDT inactifs',
    summary:
      'Le staking bloqué verse un rendement quotidien sur une durée fixe. Lisez les conditions et la règle de rachat anticipé avant de souscrire.',
    body: '<p>Choisissez une durée, consultez le taux journalier et le revenu attendu avant de confirmer, puis recevez le rendement chaque jour jusqu’à la fin de la durée. Un rachat avant l’échéance coûte 8 % du capital.</p>',
  },
  'banner-invite': {
    title: 'Invitez vos amis, partagez les récompenses',
    summary: 'Partagez votre code d’invitation. Quand les amis que vous invitez tradent, la plateforme vous verse une commission.',
    body: '<p>Chaque compte possède son propre code d’invitation. Les amis qui s’inscrivent avec ce code rejoignent votre équipe, et les commissions que leur trading vous rapporte apparaissent dans Mon équipe, dans vos paramètres.</p>',
  },
  'announcement-security-notice': {
    title: 'Avis de sécurité : nous ne vous demanderons jamais votre mot de passe ni vos codes',
    summary:
      'Le personnel de la plateforme ne demande jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification. Signalez toute personne qui le fait.',
    body: '<p>Des fraudeurs se font parfois passer pour le personnel de la plateforme sur les réseaux sociaux, par téléphone ou en message privé. N’oubliez pas :</p><ul><li>Le personnel de Nova Exchange ne vous demandera jamais votre mot de passe de connexion, votre mot de passe de paiement ni aucun code de vérification.</li><li>Nous ne vous demanderons jamais de transférer des fonds vers un compte « sécurisé » ou vers un particulier.</li><li>Le service client officiel se joint uniquement depuis l’entrée Service client de l’application.</li></ul><p>Si quelqu’un vous demande ces informations, mettez fin à la conversation et contactez le service client depuis l’application.</p>',
  },
  'announcement-maintenance': {
    title: 'Maintenance programmée du service de portefeuille',
    summary: 'Les dépôts et les retraits sont brièvement suspendus pendant une mise à niveau planifiée. Le trading n’est pas concerné.',
    body: '<p>Nous mettrons à niveau le service de portefeuille ce week-end pour en augmenter la capacité. Pendant la mise à niveau, qui devrait durer environ une heure, les dépôts et les retraits sont suspendus.</p><ul><li>Le trading spot, sur contrats et sur options continue normalement.</li><li>Les dépôts envoyés pendant la mise à niveau sont crédités dès qu’elle se termine.</li><li>Les retraits en attente sont traités dans l’ordre de leur soumission.</li></ul><p>Merci de votre patience.</p>',
  },
  'announcement-new-listings': {
    title: 'Le trading spot de LTC et BCH est ouvert',
    summary: 'Le Litecoin et le Bitcoin Cash peuvent désormais être déposés, retirés et échangés contre l’USDT.',
    body: '<p>Nous avons ajouté le Litecoin (LTC) sur le réseau Litecoin et le Bitcoin Cash (BCH) sur le réseau Bitcoin Cash.</p><ul><li>Les dépôts et les retraits sont ouverts pour les deux cryptos.</li><li>Les paires spot LTC/USDT et BCH/USDT sont disponibles dans l’onglet Marchés.</li></ul><p>Déposez toujours sur le réseau indiqué sur la page de dépôt : les cryptos envoyées sur un autre réseau ne peuvent pas être créditées.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Une crypto, deux réseaux : envoyer des USDT en toute sécurité',
    summary: 'L’USDT existe sur plusieurs blockchains. Voici comment choisir le bon réseau pour un dépôt ou un retrait.',
    body: '<p>L’USDT est émis sur plusieurs blockchains. Sur la plateforme, vous pouvez l’utiliser sur ERC20 (Ethereum) et TRC20 (TRON). La crypto est la même, mais les réseaux sont distincts : un transfert n’arrive que si l’expéditeur et le destinataire utilisent le même réseau.</p><ul><li>Les transferts TRC20 sont généralement plus rapides et moins chers.</li><li>ERC20 est pris en charge par presque tous les portefeuilles et toutes les plateformes d’échange.</li><li>Avant d’envoyer, vérifiez que le réseau choisi sur la page de retrait correspond à celui de l’adresse de réception.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Lire un graphique en chandeliers en cinq minutes',
    summary: 'Ouverture, plus haut, plus bas et clôture : ce que dit chaque bougie et comment choisir la période du graphique.',
    body: '<p>Chaque bougie résume les échanges d’une période. Le corps va du cours d’ouverture au cours de clôture ; les mèches fines atteignent le plus haut et le plus bas. Une bougie verte a clôturé plus haut qu’elle n’a ouvert, une rouge plus bas.</p><p>Les périodes courtes, comme une ou cinq minutes, montrent le bruit du moment. Les bougies journalières et hebdomadaires montrent la tendance. Regarder les deux avant de trader vous évite de réagir à un seul mouvement.</p>',
  },
  'news-leverage-risk': {
    title: 'L’effet de levier joue dans les deux sens',
    summary:
      'Les contrats multiplient les gains comme les pertes. Comment fonctionnent la marge, le stop-loss et la liquidation sur la plateforme.',
    body: '<p>Avec un contrat, vous déposez une marge et ouvrez une position plusieurs fois plus grande. Avec un levier de 10x, une variation de 1 % du cours devient une variation de 10 % de votre marge, dans un sens comme dans l’autre.</p><ul><li>Définissez un prix de stop-loss à l’ouverture d’une position, afin qu’une perte soit clôturée au niveau que vous avez choisi.</li><li>Lorsque la marge d’une position est épuisée, celle-ci est liquidée au prix du marché.</li><li>Les positions conservées pendant la nuit paient des frais de financement de nuit, affichés avant l’ouverture.</li></ul><p>Ne tradez avec effet de levier qu’avec de l’argent que vous pouvez vous permettre de perdre.</p>',
  },
  'news-asset-protection': {
    title: 'Comment la plateforme protège les actifs de ses clients',
    summary:
      'Stockage à froid, registre équilibré vérifié chaque jour et retraits uniquement vers les adresses que vous avez enregistrées.',
    body: '<p>La plupart des cryptos des clients sont conservées dans des portefeuilles froids qui ne sont jamais connectés à Internet. Seul le montant nécessaire aux retraits quotidiens reste dans des portefeuilles chauds.</p><ul><li>Chaque variation de solde est inscrite dans un registre en partie double, dont l’équilibre est vérifié chaque jour.</li><li>Les retraits ne partent que vers les adresses enregistrées dans votre carnet d’adresses.</li><li>Les actions sensibles, comme le changement de mot de passe, exigent un code de vérification.</li></ul>',
  },
  'faq-registration': {
    title: 'Comment créer un compte ?',
    summary: 'Inscrivez-vous en une minute avec une adresse e-mail ou un numéro de téléphone.',
    body: '<p>Touchez S’inscrire sur la page de connexion et choisissez l’e-mail ou le téléphone. Pour un numéro de téléphone, choisissez d’abord votre pays ou votre région afin d’utiliser le bon indicatif.</p><ul><li>Demandez un code de vérification et saisissez les 6 chiffres reçus.</li><li>Choisissez un mot de passe de plus de six caractères et saisissez-le deux fois.</li><li>Si un ami vous a invité, saisissez son code d’invitation.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'Je n’ai pas reçu de code de vérification',
    summary: 'Les codes comportent 6 chiffres, sont valables 10 minutes et peuvent être redemandés après 60 secondes.',
    body: '<p>Un code de vérification comporte 6 chiffres et reste valable 10 minutes. Vous pouvez en demander un nouveau après 60 secondes.</p><ul><li>Vérifiez le dossier spam ou courrier indésirable de votre messagerie.</li><li>Pour un SMS, vérifiez que l’indicatif du pays ou de la région est correct.</li><li>Après plusieurs saisies erronées, un code cesse de fonctionner ; demandez-en un nouveau.</li></ul><p>Ne communiquez jamais un code à personne, y compris à ceux qui disent travailler pour la plateforme.</p>',
  },
  'faq-deposits': {
    title: 'Comment fonctionnent les dépôts ?',
    summary: `Le dépôt minimum est de ${DEPOSIT_MINIMUM_USDT} USDT, crédité après ${DEPOSIT_CONFIRMATIONS} confirmations sur le réseau.`,
    body:
      '<p>Ouvrez Actifs, touchez Dépôt et choisissez la crypto et le réseau. Envoyez les fonds à l’adresse affichée ou scannez son QR code, puis téléversez le justificatif de paiement.</p>' +
      `<ul><li>Le dépôt minimum est de ${DEPOSIT_MINIMUM_USDT} USDT. Les dépôts inférieurs ne sont ni crédités ni restitués.</li>` +
      `<li>Un dépôt est crédité après ${DEPOSIT_CONFIRMATIONS} confirmations sur son réseau.</li>` +
      '<li>Utilisez le même réseau que l’adresse de dépôt ; les cryptos envoyées sur un autre réseau ne peuvent pas être créditées.</li>' +
      '<li>Les virements bancaires nationaux et internationaux passent par le service OTC et prennent 1 à 3 jours ouvrés.</li></ul>',
  },
  'faq-withdrawals': {
    title: 'Comment fonctionnent les retraits ?',
    summary: 'Retirez vers une adresse de votre carnet d’adresses ; les plafonds dépendent de votre niveau de vérification.',
    body:
      '<p>Enregistrez d’abord l’adresse de réception dans votre carnet d’adresses, avec sa crypto et son réseau. Ouvrez ensuite Actifs, touchez Retrait, choisissez l’adresse et saisissez le montant. Les frais et le montant que vous recevrez s’affichent avant la confirmation.</p>' +
      `<ul><li>Avec la vérification de base, vous pouvez retirer jusqu’à ${BASIC_BTC} BTC ou l’équivalent par période de 24 heures.</li>` +
      `<li>Avec la vérification avancée, le plafond est de ${ADVANCED_BTC} BTC par période de 24 heures.</li>` +
      '<li>Chaque retrait affiche son état dans l’historique : en cours d’examen, terminé ou échoué, avec le motif en cas d’échec.</li></ul>',
  },
  'faq-fees': {
    title: 'Quels frais vais-je payer ?',
    summary: 'Chaque frais s’affiche avant votre confirmation : trading, frais de réseau des retraits, frais de nuit et rachat anticipé.',
    body: '<p>La plateforme affiche chaque frais avant que vous ne confirmiez une action, et chaque frais apparaît sur sa propre ligne dans vos relevés.</p><ul><li>Les frais de trading sont indiqués dans le formulaire d’ordre.</li><li>Les retraits paient des frais de réseau qui dépendent de la crypto et du réseau.</li><li>Les positions sur contrats conservées pendant la nuit paient des frais de nuit.</li><li>Racheter un ordre de staking avant son échéance coûte 8 % du capital : un rachat anticipé de 10 000 USDT vous rend 9 200 USDT.</li></ul>',
  },
  'faq-security': {
    title: 'Comment sécuriser mon compte ?',
    summary:
      'Utilisez un mot de passe robuste et un mot de passe de paiement distinct, associez e-mail et téléphone, et ne partagez jamais de code.',
    body: '<ul><li>Utilisez un mot de passe que vous n’utilisez nulle part ailleurs et définissez un mot de passe de paiement différent pour les retraits.</li><li>Associez à la fois votre e-mail et votre numéro de téléphone dans le centre de sécurité.</li><li>Effectuez la vérification d’identité afin de pouvoir récupérer votre compte si nécessaire.</li><li>Ne retirez que vers des adresses que vous avez enregistrées vous-même, et vérifiez-les avant de confirmer.</li><li>Déconnectez-vous sur les appareils partagés. Changer de mot de passe vous déconnecte partout.</li></ul>',
  },
  'about-us': {
    title: 'À propos de Nova Exchange',
    summary: 'Une plateforme d’actifs numériques pour le trading spot, sur contrats et sur options, pensée pour votre téléphone.',
    body: '<p>Nova Exchange est une plateforme de trading d’actifs numériques conçue d’abord pour le téléphone. Dans une seule application, vous suivez les marchés, tradez des paires spot, des contrats et des options à la seconde, convertissez vos cryptos et transférez des fonds entre vos comptes.</p><p>Le staking, les souscriptions IEO, le copy trading, l’investissement double et les NFT sont en préparation. Tant qu’un service n’est pas ouvert, l’application l’indique comme bientôt disponible et aucun de vos fonds n’y est placé.</p><p>Nous pensons qu’une plateforme de trading gagne la confiance par la clarté : chaque prix qui décide d’un résultat est enregistré, chaque frais s’affiche avant votre confirmation et chaque variation de votre solde apparaît dans votre historique.</p><p>L’interface est disponible en douze langues, et notre service client répond directement dans l’application.</p>',
  },
  'operational-compliance': {
    title: 'Conformité opérationnelle',
    summary: 'Vérification d’identité, contrôles anti-blanchiment et traitement de vos données.',
    body: '<p>La plateforme applique un programme de conformité destiné à prévenir le blanchiment d’argent, le financement du terrorisme et la fraude.</p><ul><li><strong>Connaissance du client (KYC) :</strong> les vérifications d’identité de base et avancée débloquent des plafonds plus élevés ; les documents sont examinés avant validation.</li><li><strong>Surveillance des transactions :</strong> les dépôts et les retraits sont contrôlés, et un retrait retenu pour examen indique toujours son motif.</li><li><strong>Résultats équitables :</strong> les exécutions, les résultats d’options et les liquidations découlent du prix de marché enregistré et ne peuvent pas être modifiés a posteriori.</li><li><strong>Protection des données :</strong> les pièces d’identité servent uniquement à la vérification et ne sont jamais vendues ni partagées à des fins marketing.</li></ul><p>Les services peuvent être indisponibles dans certains pays et régions où la loi locale ne les autorise pas.</p>',
  },
  'contact-us': {
    title: 'Nous contacter',
    summary: 'Le service client répond dans l’application, tous les jours.',
    body: '<p>Le moyen le plus rapide de nous joindre est le service client de l’application : ouvrez votre profil et touchez Service client. Notre équipe répond tous les jours, en anglais et en chinois.</p><ul><li>Munissez-vous de l’e-mail ou du numéro de téléphone de votre compte.</li><li>Pour un dépôt ou un retrait, indiquez la crypto, le réseau, le montant et le hash de la transaction.</li><li>Nous ne vous demandons jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification.</li></ul>',
  },
  'share-invite': {
    title: 'Tradez avec moi sur Nova Exchange',
    summary: 'Inscrivez-vous avec mon code d’invitation et tradez des cryptos sur votre téléphone.',
    body: '<p>Je trade des cryptos sur Nova Exchange : marchés en direct, trading spot et sur contrats, staking et plus encore, le tout dans une seule application.</p><p>Inscrivez-vous avec mon code d’invitation pour rejoindre mon équipe. Quand vous tradez, la plateforme me verse une commission, et vous pouvez inviter vos propres amis de la même façon.</p>',
  },
};

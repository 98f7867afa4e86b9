// The sample articles in Brazilian Portuguese (você, as the app's Portuguese texts), with the app's
// terms (depósito, saque, transferir, extrato, senha de pagamento, atendimento ao cliente).
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { ArticleTranslations } from './types.ts';

const BASIC_BTC = VERIFICATION_TIER_LIMITS.basic.withdrawal24hBtc;
const ADVANCED_BTC = VERIFICATION_TIER_LIMITS.advanced.withdrawal24hBtc;

export const articlesPt: ArticleTranslations = {
  'banner-markets': {
    title: 'Mercados que nunca fecham',
    summary: 'Acompanhe BTC, ETH e outras moedas em relação ao USDT 24 horas por dia, com gráficos ao vivo de um minuto a um mês.',
    body: '<p>Os mercados cripto funcionam a toda hora, todos os dias. Abra a aba Mercados para acompanhar os preços ao vivo, adicionar pares aos seus favoritos e alternar entre períodos do gráfico, de um minuto a um mês.</p>',
  },
  'banner-staking': {
    title: 'Coloque seus USDT parados para render',
    summary:
      'O staking bloqueado paga um rendimento diário por um prazo fixo. Leia as condições e a regra de resgate antecipado antes de aplicar.',
    body: '<p>Escolha um prazo, veja a taxa diária e o rendimento previsto antes de confirmar e receba o rendimento todos os dias até o fim do prazo. Resgatar antes do fim do prazo custa 8% do valor aplicado.</p>',
  },
  'banner-invite': {
    title: 'Convide amigos e divida as recompensas',
    summary: 'Compartilhe seu código de convite. Quando os amigos que você convidar negociarem, você recebe uma comissão da plataforma.',
    body: '<p>Cada conta tem seu próprio código de convite. Os amigos que se cadastrarem com ele entram na sua equipe, e as comissões que as negociações deles geram para você aparecem em Minha equipe, nas configurações.</p>',
  },
  'announcement-security-notice': {
    title: 'Aviso de segurança: nunca pediremos sua senha nem seus códigos',
    summary:
      'A equipe da plataforma nunca pede sua senha, sua senha de pagamento nem seus códigos de verificação. Denuncie quem fizer isso.',
    body: '<p>Às vezes, golpistas se passam pela equipe da plataforma nas redes sociais, por telefone ou em mensagens privadas. Lembre-se:</p><ul><li>A equipe da Nova Exchange nunca pedirá sua senha de login, sua senha de pagamento nem qualquer código de verificação.</li><li>Nunca pediremos que você transfira fundos para uma conta “segura” ou para uma pessoa física.</li><li>O atendimento ao cliente oficial só pode ser acessado pela opção Atendimento ao cliente do app.</li></ul><p>Se alguém pedir esses dados, encerre a conversa e fale com o atendimento ao cliente pelo app.</p>',
  },
  'announcement-maintenance': {
    title: 'Manutenção programada do serviço de carteira',
    summary: 'Depósitos e saques ficam suspensos por pouco tempo durante uma atualização planejada. As negociações não são afetadas.',
    body: '<p>Neste fim de semana vamos atualizar o serviço de carteira para aumentar sua capacidade. Durante a atualização, que deve levar cerca de uma hora, depósitos e saques ficam suspensos.</p><ul><li>As negociações spot, de contratos e de opções continuam normalmente.</li><li>Depósitos enviados durante a atualização são creditados quando ela terminar.</li><li>Saques pendentes são processados na ordem em que foram enviados.</li></ul><p>Obrigado pela sua paciência.</p>',
  },
  'announcement-new-listings': {
    title: 'Negociação spot de LTC e BCH já disponível',
    summary: 'Litecoin e Bitcoin Cash já podem ser depositados, sacados e negociados em relação ao USDT.',
    body: '<p>Adicionamos Litecoin (LTC) na rede Litecoin e Bitcoin Cash (BCH) na rede Bitcoin Cash.</p><ul><li>Depósitos e saques estão abertos para as duas moedas.</li><li>Os pares spot LTC/USDT e BCH/USDT estão disponíveis na aba Mercados.</li></ul><p>Deposite sempre pela rede indicada na página de depósito: moedas enviadas por outra rede não podem ser creditadas.</p>',
  },
  'news-stablecoin-networks': {
    title: 'Uma moeda, duas redes: como enviar USDT com segurança',
    summary: 'O USDT existe em várias blockchains. Veja como escolher a rede certa para um depósito ou um saque.',
    body: '<p>O USDT é emitido em mais de uma blockchain. Na plataforma, você pode usá-lo nas redes ERC20 (Ethereum) e TRC20 (TRON). A moeda é a mesma, mas as redes são separadas: uma transferência só chega se o remetente e o destinatário usarem a mesma rede.</p><ul><li>Transferências TRC20 costumam ser mais rápidas e baratas.</li><li>A ERC20 é aceita por quase todas as carteiras e corretoras.</li><li>Antes de enviar, confira se a rede da página de saque é a mesma do endereço de destino.</li></ul>',
  },
  'news-reading-candles': {
    title: 'Como ler um gráfico de velas em cinco minutos',
    summary: 'Abertura, máxima, mínima e fechamento: o que cada vela mostra e como escolher o período do gráfico.',
    body: '<p>Cada vela resume as negociações de um período. O corpo vai do preço de abertura ao de fechamento; os pavios finos chegam à máxima e à mínima. Uma vela verde fechou acima da abertura; uma vermelha, abaixo.</p><p>Períodos curtos, como um ou cinco minutos, mostram o ruído do momento. Velas diárias e semanais mostram a tendência. Olhar os dois antes de negociar ajuda você a não reagir a um único movimento.</p>',
  },
  'news-leverage-risk': {
    title: 'A alavancagem funciona nos dois sentidos',
    summary: 'Os contratos multiplicam ganhos e perdas na mesma medida. Como funcionam margem, stop-loss e liquidação na plataforma.',
    body: '<p>Em um contrato, você deposita uma margem e abre uma posição várias vezes maior. Com alavancagem de 10x, uma variação de 1% no preço vira uma variação de 10% na sua margem, para cima ou para baixo.</p><ul><li>Defina um preço de stop-loss ao abrir uma posição, para que a perda seja encerrada no nível que você escolheu.</li><li>Quando a margem de uma posição se esgota, ela é liquidada a preço de mercado.</li><li>Posições mantidas de um dia para o outro pagam uma taxa overnight, exibida antes da abertura.</li></ul><p>Só negocie com alavancagem usando dinheiro que você pode perder.</p>',
  },
  'news-asset-protection': {
    title: 'Como a plataforma protege os ativos dos clientes',
    summary: 'Armazenamento a frio, um livro-razão conferido todos os dias e saques apenas para endereços que você salvou.',
    body: '<p>A maior parte das moedas dos clientes fica em carteiras frias, que nunca se conectam à internet. Nas carteiras quentes fica apenas o necessário para os saques do dia.</p><ul><li>Toda alteração de saldo é registrada em um livro-razão de partidas dobradas, e o fechamento do livro é conferido todos os dias.</li><li>Os saques só vão para endereços salvos na sua agenda de endereços.</li><li>Ações sensíveis, como trocar a senha, exigem um código de verificação.</li></ul>',
  },
  'faq-registration': {
    title: 'Como faço para me cadastrar?',
    summary: 'Cadastre-se em um minuto com um e-mail ou um número de celular.',
    body: '<p>Toque em Cadastrar na página de login e escolha e-mail ou celular. Para um número de celular, escolha primeiro seu país ou região, para que o código de discagem correto seja usado.</p><ul><li>Solicite um código de verificação e digite os 6 dígitos recebidos.</li><li>Escolha uma senha com mais de seis caracteres e digite-a duas vezes.</li><li>Se um amigo convidou você, informe o código de convite dele.</li></ul>',
  },
  'faq-verification-codes': {
    title: 'Não recebi o código de verificação',
    summary: 'Os códigos têm 6 dígitos, valem por 10 minutos e podem ser solicitados de novo após 60 segundos.',
    body: '<p>O código de verificação tem 6 dígitos e vale por 10 minutos. Você pode pedir um novo após 60 segundos.</p><ul><li>Confira a pasta de spam ou lixo eletrônico do seu e-mail.</li><li>No caso de SMS, confira se o código do país ou da região está correto.</li><li>Depois de várias tentativas erradas, o código deixa de funcionar; solicite um novo.</li></ul><p>Nunca compartilhe um código com ninguém, nem com quem diz trabalhar para a plataforma.</p>',
  },
  'faq-deposits': {
    title: 'Como funcionam os depósitos?',
    summary: `O depósito mínimo é de ${DEPOSIT_MINIMUM_USDT} USDT, creditado após ${DEPOSIT_CONFIRMATIONS} confirmações da rede.`,
    body:
      '<p>Abra Ativos, toque em Depositar e escolha a moeda e a rede. Envie para o endereço exibido ou escaneie o QR code e, em seguida, envie o comprovante de pagamento.</p>' +
      `<ul><li>O depósito mínimo é de ${DEPOSIT_MINIMUM_USDT} USDT. Depósitos menores não são creditados nem devolvidos.</li>` +
      `<li>Um depósito é creditado após ${DEPOSIT_CONFIRMATIONS} confirmações na sua rede.</li>` +
      '<li>Use a mesma rede do endereço de depósito; moedas enviadas por outra rede não podem ser creditadas.</li>' +
      '<li>Transferências bancárias e internacionais passam pelo serviço OTC e levam de 1 a 3 dias úteis.</li></ul>',
  },
  'faq-withdrawals': {
    title: 'Como funcionam os saques?',
    summary: 'Saque para um endereço da sua agenda de endereços; os limites dependem do seu nível de verificação.',
    body:
      '<p>Primeiro salve o endereço de destino na sua agenda de endereços, com a moeda e a rede. Depois abra Ativos, toque em Sacar, escolha o endereço e informe o valor. A taxa e o valor que você vai receber aparecem antes da confirmação.</p>' +
      `<ul><li>Com a verificação básica, você pode sacar até ${BASIC_BTC} BTC ou o equivalente a cada 24 horas.</li>` +
      `<li>Com a verificação avançada, o limite é de ${ADVANCED_BTC} BTC a cada 24 horas.</li>` +
      '<li>Cada saque mostra seu status no histórico: em análise, concluído ou com falha, com o motivo em caso de falha.</li></ul>',
  },
  'faq-fees': {
    title: 'Quais taxas vou pagar?',
    summary: 'Todas as taxas aparecem antes da confirmação: negociação, taxas de rede dos saques, taxas overnight e resgate antecipado.',
    body: '<p>A plataforma mostra cada taxa antes de você confirmar uma ação, e cada taxa aparece em uma linha própria no seu extrato.</p><ul><li>As taxas de negociação aparecem no formulário da ordem.</li><li>Os saques pagam uma taxa de rede, que depende da moeda e da rede.</li><li>Posições de contratos mantidas de um dia para o outro pagam uma taxa overnight.</li><li>Resgatar uma ordem de staking antes do fim do prazo custa 8% do valor aplicado: ao resgatar 10.000 USDT antes do prazo, você recebe 9.200 USDT.</li></ul>',
  },
  'faq-security': {
    title: 'Como mantenho minha conta segura?',
    summary: 'Use uma senha forte e uma senha de pagamento separada, vincule e-mail e celular e nunca compartilhe códigos.',
    body: '<ul><li>Use uma senha que você não usa em nenhum outro lugar e defina uma senha de pagamento diferente para os saques.</li><li>Vincule seu e-mail e seu número de celular no centro de segurança.</li><li>Conclua a verificação de identidade para que seja possível recuperar a conta.</li><li>Saque apenas para endereços que você mesmo salvou e confira-os antes de confirmar.</li><li>Saia da conta em dispositivos compartilhados. Trocar a senha encerra sua sessão em todos os dispositivos.</li></ul>',
  },
  'about-us': {
    title: 'Sobre a Nova Exchange',
    summary: 'Uma plataforma de ativos digitais para negociação spot, de contratos e de opções, feita para o seu celular.',
    body: '<p>A Nova Exchange é uma plataforma de negociação de ativos digitais pensada primeiro para o celular. Em um só app, você acompanha os mercados, negocia pares spot, contratos e opções de segundos, converte moedas e transfere fundos entre as suas contas.</p><p>Staking, subscrições de IEO, copy trading, investimento dual e NFTs estão em preparação. Até cada um ser lançado, o app o mostra como “em breve”, e nenhum dos seus fundos é aplicado nele.</p><p>Acreditamos que uma plataforma de negociação conquista confiança sendo clara: cada preço que decide um resultado fica registrado, cada taxa aparece antes da confirmação e cada alteração do seu saldo aparece no seu histórico.</p><p>A interface está disponível em doze idiomas, e nossa equipe de atendimento ao cliente responde dentro do app.</p>',
  },
  'operational-compliance': {
    title: 'Conformidade operacional',
    summary: 'Verificação de identidade, controles contra lavagem de dinheiro e como tratamos seus dados.',
    body: '<p>A plataforma opera sob um programa de conformidade criado para prevenir lavagem de dinheiro, financiamento do terrorismo e fraude.</p><ul><li><strong>Conheça seu cliente (KYC):</strong> as verificações de identidade básica e avançada liberam limites maiores; os documentos são analisados antes da aprovação.</li><li><strong>Monitoramento de transações:</strong> depósitos e saques passam por triagem, e um saque retido para análise sempre mostra o motivo.</li><li><strong>Resultados justos:</strong> execuções, resultados de opções e liquidações derivam do preço de mercado registrado e não podem ser alterados depois.</li><li><strong>Proteção de dados:</strong> os documentos de identidade são usados apenas para a verificação e nunca são vendidos nem compartilhados para marketing.</li></ul><p>Os serviços podem não estar disponíveis em alguns países e regiões onde a lei local não os permite.</p>',
  },
  'contact-us': {
    title: 'Fale conosco',
    summary: 'O atendimento ao cliente responde dentro do app, todos os dias.',
    body: '<p>O jeito mais rápido de falar com a gente é o atendimento ao cliente do app: abra seu perfil e toque em Atendimento ao cliente. Nossa equipe responde todos os dias, em inglês e chinês.</p><ul><li>Tenha em mãos o e-mail ou o número de celular da sua conta.</li><li>Para um depósito ou saque, informe a moeda, a rede, o valor e o hash da transação.</li><li>Nunca pedimos sua senha, sua senha de pagamento nem seus códigos de verificação.</li></ul>',
  },
  'share-invite': {
    title: 'Negocie comigo na Nova Exchange',
    summary: 'Cadastre-se com meu código de convite e comece a negociar cripto pelo celular.',
    body: '<p>Eu negocio cripto na Nova Exchange: mercados ao vivo, negociação spot e de contratos, staking e muito mais, tudo em um só app.</p><p>Cadastre-se com meu código de convite para entrar na minha equipe. Quando você negociar, eu recebo uma comissão da plataforma, e você também pode convidar seus amigos do mesmo jeito.</p>',
  },
};

// Sample articles shown in the app: banners, news and announcements, FAQ, about us, compliance,
// contact and the share text, in English and Simplified Chinese here and in the ten other languages
// in articles/<lang>.ts (site-articles-translated.ts). An article the back office adds in fewer
// languages falls back to English at read time. Bodies are simple HTML (<p>, <ul>, <li>, <strong>).
// group_key identifies an article across its translations; never rename one that has shipped.
import type { Insertable } from 'kysely';
import { ARTICLE_CATEGORY, DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import { LANGUAGES, type Lang } from '@platform/shared/languages';
import type { Db } from '../db/database.ts';
import type { ArticlesTable } from '../db/schema.ts';
import {
  ARTICLE_TRANSLATIONS,
  FIRST_SEED_TRANSLATED_GROUPS,
  type ArticleGroup,
  type ArticleText,
  type TranslatedLang,
} from './site-articles-translated.ts';

type ArticleSeed = {
  group: ArticleGroup;
  category: number;
  /** How long before the first seed the article is dated; orders lists newest first. */
  ageMinutes: number;
  /** The home pop-up announcement (news/index_pop). */
  pop?: boolean;
  /** An in-app hash route the banner opens. */
  link?: string;
  cover?: string;
  en: ArticleText;
  zh: ArticleText;
};

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
const basic = VERIFICATION_TIER_LIMITS.basic;
const advanced = VERIFICATION_TIER_LIMITS.advanced;

const BANNERS: ArticleSeed[] = [
  {
    group: 'banner-markets',
    category: ARTICLE_CATEGORY.banner,
    ageMinutes: 1 * HOUR_MINUTES,
    link: '#/pages/market/market',
    cover: '/banners/markets.svg',
    en: {
      title: 'Markets that never close',
      summary: 'Follow BTC, ETH and more against USDT around the clock, with live charts from one minute to one month.',
      body: '<p>Crypto markets trade every hour of every day. Open the market tab to follow live prices, add pairs to your favourites and switch between chart periods from one minute to one month.</p>',
    },
    zh: {
      title: '全天候不打烊的行情',
      summary: '全天候关注 BTC、ETH 等币种对 USDT 的行情，K 线周期从 1 分钟到 1 个月。',
      body: '<p>加密资产市场每天 24 小时不间断交易。打开行情页即可查看实时价格、收藏常用交易对，并在 1 分钟到 1 个月的 K 线周期之间切换。</p>',
    },
  },
  {
    group: 'banner-staking',
    category: ARTICLE_CATEGORY.banner,
    ageMinutes: 2 * HOUR_MINUTES,
    link: '#/pages/lockming/lockming',
    cover: '/banners/staking.svg',
    en: {
      title: 'Put idle USDT to work',
      summary: 'Locked staking pays a daily yield for a fixed term. Read the terms and the early-redemption rule before you subscribe.',
      body: '<p>Choose a term, see the daily rate and the expected income before you confirm, and receive the yield every day until the term ends. Redeeming before the end of the term costs 8% of the principal.</p>',
    },
    zh: {
      title: '让闲置的 USDT 动起来',
      summary: '锁仓挖矿按固定期限每日发放收益。申购前请阅读产品条款及提前赎回规则。',
      body: '<p>选择期限后，确认前即可看到日收益率和预期收益，到期前每天发放收益。期限未满提前赎回将扣除本金的 8% 作为违约金。</p>',
    },
  },
  {
    group: 'banner-invite',
    category: ARTICLE_CATEGORY.banner,
    ageMinutes: 3 * HOUR_MINUTES,
    link: '#/pages/setting/share',
    cover: '/banners/invite.svg',
    en: {
      title: 'Invite friends, share the rewards',
      summary: 'Share your invitation code. When friends you invite trade, you receive a rebate from the platform.',
      body: '<p>Every account has its own invitation code. Friends who register with it join your team, and the rebates their trading earns you are listed under Team in your settings.</p>',
    },
    zh: {
      title: '邀请好友，共享奖励',
      summary: '分享您的邀请码，受邀好友交易时，您将获得平台发放的返佣。',
      body: '<p>每个账户都有专属邀请码。好友使用您的邀请码注册后即加入您的团队，其交易为您带来的返佣可在“设置 - 我的团队”中查看。</p>',
    },
  },
];

const NEWS: ArticleSeed[] = [
  {
    group: 'announcement-security-notice',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 30,
    pop: true,
    en: {
      title: 'Security notice: we will never ask for your password or codes',
      summary: 'Staff of the platform never ask for your password, pay password or verification codes. Report anyone who does.',
      body:
        '<p>Fraudsters sometimes pretend to be exchange staff on social media, by phone or in private messages. Please remember:</p>' +
        '<ul><li>Nova Exchange staff will never ask for your login password, pay password or any verification code.</li>' +
        '<li>We will never ask you to transfer funds to a "safe" account or to an individual.</li>' +
        '<li>Official customer service is reached only through the support entry inside the app.</li></ul>' +
        '<p>If someone asks you for these details, stop the conversation and contact customer service from the app.</p>',
    },
    zh: {
      title: '安全提示：我们绝不会索取您的密码或验证码',
      summary: '平台工作人员绝不会向您索取登录密码、支付密码或验证码，如遇此类情况请立即举报。',
      body:
        '<p>不法分子可能冒充交易所工作人员，通过社交媒体、电话或私信与您联系。请牢记：</p>' +
        '<ul><li>Nova Exchange 工作人员绝不会索取您的登录密码、支付密码或任何验证码。</li>' +
        '<li>我们绝不会要求您把资金转入所谓的“安全账户”或个人账户。</li>' +
        '<li>官方客服只能通过 App 内的在线客服入口联系。</li></ul>' +
        '<p>如有人向您索取上述信息，请立即终止对话，并通过 App 联系客服。</p>',
    },
  },
  {
    group: 'announcement-maintenance',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 1 * DAY_MINUTES,
    en: {
      title: 'Scheduled maintenance of the wallet service',
      summary: 'Deposits and withdrawals pause briefly during a planned upgrade. Trading is not affected.',
      body:
        '<p>We will upgrade the wallet service this weekend to add capacity. During the upgrade, which is expected to take about one hour, deposits and withdrawals are paused.</p>' +
        '<ul><li>Spot, contract and options trading continue as normal.</li>' +
        '<li>Deposits sent during the upgrade are credited once it ends.</li>' +
        '<li>Pending withdrawals are processed in the order they were submitted.</li></ul>' +
        '<p>Thank you for your patience.</p>',
    },
    zh: {
      title: '钱包服务计划维护公告',
      summary: '为提升系统容量，充值与提现将在升级期间短暂暂停，交易不受影响。',
      body:
        '<p>本周末我们将对钱包服务进行升级扩容。升级预计持续约一小时，期间将暂停充值与提现。</p>' +
        '<ul><li>币币、合约和期权交易照常进行。</li>' +
        '<li>升级期间发起的充值将在升级结束后入账。</li>' +
        '<li>待处理的提现将按提交顺序依次处理。</li></ul>' +
        '<p>感谢您的耐心与支持。</p>',
    },
  },
  {
    group: 'announcement-new-listings',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 3 * DAY_MINUTES,
    en: {
      title: 'LTC and BCH spot trading is now open',
      summary: 'Litecoin and Bitcoin Cash can now be deposited, withdrawn and traded against USDT.',
      body:
        '<p>We have added Litecoin (LTC) on the Litecoin network and Bitcoin Cash (BCH) on the Bitcoin Cash network.</p>' +
        '<ul><li>Deposits and withdrawals open for both coins.</li>' +
        '<li>LTC/USDT and BCH/USDT spot pairs are available in the market tab.</li></ul>' +
        '<p>Always deposit on the network shown on the deposit page: coins sent on another network cannot be credited.</p>',
    },
    zh: {
      title: 'LTC、BCH 币币交易正式上线',
      summary: '莱特币与比特币现金现已开放充值、提现及 USDT 交易对。',
      body:
        '<p>平台已上线莱特币（LTC，Litecoin 网络）和比特币现金（BCH，Bitcoin Cash 网络）。</p>' +
        '<ul><li>两种币的充值与提现均已开放。</li>' +
        '<li>LTC/USDT 与 BCH/USDT 币币交易对可在行情页查看。</li></ul>' +
        '<p>请务必使用充值页面显示的网络进行充值，通过其他网络转入的资产将无法入账。</p>',
    },
  },
  {
    group: 'news-stablecoin-networks',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 2 * DAY_MINUTES,
    en: {
      title: 'One coin, two networks: sending USDT safely',
      summary: 'USDT exists on several blockchains. Here is how to pick the right network for a deposit or a withdrawal.',
      body:
        '<p>USDT is issued on more than one blockchain. On the platform you can use it on ERC20 (Ethereum) and TRC20 (TRON). The coin is the same, but the networks are separate: a transfer only arrives if the sender and the receiver use the same network.</p>' +
        '<ul><li>TRC20 transfers are usually faster and cheaper.</li>' +
        '<li>ERC20 is supported by almost every wallet and exchange.</li>' +
        '<li>Before you send, check that the network on the withdrawal page matches the network of the receiving address.</li></ul>',
    },
    zh: {
      title: '同一种币，两条网络：如何安全转账 USDT',
      summary: 'USDT 发行在多条区块链上，本文介绍充值和提现时如何选择正确的网络。',
      body:
        '<p>USDT 发行在多条区块链上。在本平台，您可以使用 ERC20（以太坊）和 TRC20（波场）两种网络。币种相同，但网络彼此独立：只有收发双方使用同一网络，转账才能到账。</p>' +
        '<ul><li>TRC20 转账通常更快、手续费更低。</li>' +
        '<li>几乎所有钱包和交易所都支持 ERC20。</li>' +
        '<li>转账前请确认提现页面所选网络与收款地址所属网络一致。</li></ul>',
    },
  },
  {
    group: 'news-reading-candles',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 4 * DAY_MINUTES,
    en: {
      title: 'Reading a candlestick chart in five minutes',
      summary: 'Open, high, low and close: what each candle tells you and how to choose a chart period.',
      body:
        '<p>Each candle sums up the trading in one period. The body spans the opening and closing prices; the thin wicks reach the highest and lowest prices. A green candle closed higher than it opened, a red one lower.</p>' +
        '<p>Short periods such as one or five minutes show the noise of the moment. Daily and weekly candles show the trend. Looking at both before you trade helps you avoid reacting to a single move.</p>',
    },
    zh: {
      title: '五分钟读懂 K 线图',
      summary: '开盘、最高、最低、收盘：每根 K 线告诉您什么，以及如何选择 K 线周期。',
      body:
        '<p>每根 K 线概括了一个周期内的交易情况。实体部分对应开盘价与收盘价，上下影线分别触及最高价和最低价。绿色 K 线表示收盘高于开盘，红色则表示收盘低于开盘。</p>' +
        '<p>1 分钟、5 分钟等短周期反映的是短时波动，日线和周线则反映趋势。交易前同时参考两者，有助于避免因单次波动而仓促决策。</p>',
    },
  },
  {
    group: 'news-leverage-risk',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 6 * DAY_MINUTES,
    en: {
      title: 'Leverage cuts both ways',
      summary: 'Contracts multiply gains and losses alike. How margin, stop-loss and liquidation work on the platform.',
      body:
        '<p>With a contract you put up margin and open a position several times larger. A move of 1% in the price becomes a move of 10% in your margin at 10x leverage, in either direction.</p>' +
        '<ul><li>Set a stop-loss price when you open a position, so a loss is closed at a level you chose.</li>' +
        '<li>When the margin of a position runs out, it is liquidated at the market price.</li>' +
        '<li>Positions held overnight pay an overnight fee, shown before you open.</li></ul>' +
        '<p>Only trade with leverage using money you can afford to lose.</p>',
    },
    zh: {
      title: '杠杆是一把双刃剑',
      summary: '合约会同时放大收益与亏损。了解平台上保证金、止损和强制平仓的规则。',
      body:
        '<p>合约交易中，您投入保证金即可开出数倍于保证金的仓位。在 10 倍杠杆下，价格变动 1% 将使保证金变动 10%，涨跌皆然。</p>' +
        '<ul><li>开仓时设置止损价，让亏损在您预设的价位平仓。</li>' +
        '<li>仓位保证金耗尽时，将按市场价格强制平仓。</li>' +
        '<li>隔夜持仓需支付隔夜费，费用在开仓前展示。</li></ul>' +
        '<p>请仅使用您能够承受损失的资金进行杠杆交易。</p>',
    },
  },
  {
    group: 'news-asset-protection',
    category: ARTICLE_CATEGORY.news,
    ageMinutes: 9 * DAY_MINUTES,
    en: {
      title: 'How the platform keeps customer assets safe',
      summary: 'Cold storage, a balanced ledger checked every day, and withdrawals only to addresses you saved.',
      body:
        '<p>Most customer coins are held in cold wallets that are never connected to the internet. Only the amount needed for daily withdrawals stays in hot wallets.</p>' +
        '<ul><li>Every change of a balance is written to a double-entry ledger, and the ledger is checked to balance every day.</li>' +
        '<li>Withdrawals go only to addresses saved in your address book.</li>' +
        '<li>Sensitive actions such as changing a password need a verification code.</li></ul>',
    },
    zh: {
      title: '平台如何保障用户资产安全',
      summary: '冷钱包存储、每日核对平衡的账本，以及仅向已保存地址提现。',
      body:
        '<p>绝大部分用户资产存放在从不联网的冷钱包中，热钱包只保留满足日常提现所需的数量。</p>' +
        '<ul><li>每一笔余额变动都记入复式记账账本，账本每天核对是否平衡。</li>' +
        '<li>提现只能发送到您地址簿中已保存的地址。</li>' +
        '<li>修改密码等敏感操作需要输入验证码。</li></ul>',
    },
  },
];

const FAQ: ArticleSeed[] = [
  {
    group: 'faq-registration',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES,
    en: {
      title: 'How do I register an account?',
      summary: 'Sign up with an email address or a phone number in a minute.',
      body:
        '<p>Tap Register on the login page and choose email or phone. For a phone number, pick your country or region first so the right dialling code is used.</p>' +
        '<ul><li>Request a verification code and enter the 6 digits you receive.</li>' +
        '<li>Choose a password longer than six characters and enter it twice.</li>' +
        '<li>If a friend invited you, enter their invitation code.</li></ul>',
    },
    zh: {
      title: '如何注册账户？',
      summary: '使用邮箱或手机号，一分钟即可完成注册。',
      body:
        '<p>在登录页点击“注册”，选择邮箱或手机号注册。使用手机号时，请先选择国家或地区，以便使用正确的区号。</p>' +
        '<ul><li>获取验证码，并输入收到的 6 位数字。</li>' +
        '<li>设置长度超过 6 位的密码，并重复输入一次。</li>' +
        '<li>如有好友邀请，请填写好友的邀请码。</li></ul>',
    },
  },
  {
    group: 'faq-verification-codes',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES + 10,
    en: {
      title: 'I did not receive a verification code',
      summary: 'Codes are 6 digits, valid for 10 minutes, and can be requested again after 60 seconds.',
      body:
        '<p>A verification code has 6 digits and is valid for 10 minutes. You can ask for a new one after 60 seconds.</p>' +
        '<ul><li>Check the spam or junk folder of your mailbox.</li>' +
        '<li>For SMS, check that the country or region code is correct.</li>' +
        '<li>After several wrong entries a code stops working; request a new one.</li></ul>' +
        '<p>Never share a code with anyone, including people who say they work for the platform.</p>',
    },
    zh: {
      title: '收不到验证码怎么办？',
      summary: '验证码为 6 位数字，10 分钟内有效，60 秒后可重新获取。',
      body:
        '<p>验证码为 6 位数字，10 分钟内有效，60 秒后可重新获取。</p>' +
        '<ul><li>请检查邮箱的垃圾邮件文件夹。</li>' +
        '<li>短信验证码请确认国家或地区区号是否正确。</li>' +
        '<li>多次输错后验证码将失效，请重新获取。</li></ul>' +
        '<p>请勿向任何人透露验证码，包括自称平台工作人员的人。</p>',
    },
  },
  {
    group: 'faq-deposits',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES + 20,
    en: {
      title: 'How do deposits work?',
      summary: `The minimum deposit is ${DEPOSIT_MINIMUM_USDT} USDT, credited after ${DEPOSIT_CONFIRMATIONS} network confirmations.`,
      body:
        '<p>Open Assets, tap Deposit and choose the coin and network. Send to the address shown, or scan its QR code, then upload the payment voucher.</p>' +
        `<ul><li>The minimum deposit is ${DEPOSIT_MINIMUM_USDT} USDT. Smaller deposits are neither credited nor returned.</li>` +
        `<li>A deposit is credited after ${DEPOSIT_CONFIRMATIONS} confirmations on its network.</li>` +
        '<li>Use the same network as the deposit address; coins sent on another network cannot be credited.</li>' +
        '<li>Bank and wire transfers go through the OTC service and take 1-3 business days.</li></ul>',
    },
    zh: {
      title: '如何充值？',
      summary: `最低充值金额为 ${DEPOSIT_MINIMUM_USDT} USDT，经过 ${DEPOSIT_CONFIRMATIONS} 个网络确认后到账。`,
      body:
        '<p>打开“资产”，点击“充值”，选择币种和网络。向页面显示的地址转账或扫描二维码，然后上传付款凭证。</p>' +
        `<ul><li>最低充值金额为 ${DEPOSIT_MINIMUM_USDT} USDT，低于该金额的充值既不入账也不退回。</li>` +
        `<li>充值在所属网络上获得 ${DEPOSIT_CONFIRMATIONS} 个确认后入账。</li>` +
        '<li>请使用与充值地址相同的网络，通过其他网络转入的资产无法入账。</li>' +
        '<li>银行转账及电汇通过场外（OTC）服务办理，需 1-3 个工作日。</li></ul>',
    },
  },
  {
    group: 'faq-withdrawals',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES + 30,
    en: {
      title: 'How do withdrawals work?',
      summary: 'Withdraw to an address from your address book; limits depend on your verification level.',
      body:
        '<p>Save the receiving address in your address book first, with its coin and network. Then open Assets, tap Withdraw, choose the address and enter the amount. The fee and the amount you will receive are shown before you confirm.</p>' +
        `<ul><li>With basic verification you can withdraw up to ${basic.withdrawal24hBtc} BTC or its equivalent per 24 hours.</li>` +
        `<li>With advanced verification the limit is ${advanced.withdrawal24hBtc} BTC per 24 hours.</li>` +
        '<li>Each withdrawal shows its state in the record: under review, completed or failed, with the reason if it failed.</li></ul>',
    },
    zh: {
      title: '如何提现？',
      summary: '提现至地址簿中的地址，提现额度取决于您的认证等级。',
      body:
        '<p>请先在地址簿中保存收款地址及其币种和网络。然后打开“资产”，点击“提现”，选择地址并输入金额。确认前会显示手续费和实际到账数量。</p>' +
        `<ul><li>完成初级认证后，每 24 小时可提现最多 ${basic.withdrawal24hBtc} BTC 或等值资产。</li>` +
        `<li>完成高级认证后，每 24 小时额度为 ${advanced.withdrawal24hBtc} BTC。</li>` +
        '<li>每笔提现在记录中显示状态：审核中、已完成或失败；失败时会注明原因。</li></ul>',
    },
  },
  {
    group: 'faq-fees',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES + 40,
    en: {
      title: 'What fees will I pay?',
      summary: 'Every fee is shown before you confirm: trading, withdrawal network fees, overnight fees and early redemption.',
      body:
        '<p>The platform shows every fee before you confirm an action, and each fee appears as its own line in your bills.</p>' +
        '<ul><li>Trading fees are shown on the order form.</li>' +
        '<li>Withdrawals pay a network fee that depends on the coin and the network.</li>' +
        '<li>Contract positions held overnight pay an overnight fee.</li>' +
        '<li>Redeeming a staking order before its term ends costs 8% of the principal: redeeming 10,000 USDT early returns 9,200 USDT.</li></ul>',
    },
    zh: {
      title: '需要支付哪些费用？',
      summary: '所有费用均在确认前展示：交易手续费、提现网络费、隔夜费及提前赎回违约金。',
      body:
        '<p>平台在您确认每项操作前都会展示相关费用，每笔费用都会在账单中单独列出。</p>' +
        '<ul><li>交易手续费显示在下单页面。</li>' +
        '<li>提现需支付网络手续费，金额取决于币种和网络。</li>' +
        '<li>合约隔夜持仓需支付隔夜费。</li>' +
        '<li>锁仓挖矿订单到期前提前赎回，将扣除本金的 8%：提前赎回 10,000 USDT 将退还 9,200 USDT。</li></ul>',
    },
  },
  {
    group: 'faq-security',
    category: ARTICLE_CATEGORY.faq,
    ageMinutes: 10 * DAY_MINUTES + 50,
    en: {
      title: 'How do I keep my account secure?',
      summary: 'Use a strong password and a separate pay password, bind both email and phone, and never share codes.',
      body:
        '<ul><li>Use a password you do not use anywhere else, and set a different pay password for withdrawals.</li>' +
        '<li>Bind both your email and your phone number in the security centre.</li>' +
        '<li>Complete identity verification so that account recovery is possible.</li>' +
        '<li>Only withdraw to addresses you saved yourself, and check them before you confirm.</li>' +
        '<li>Log out on shared devices. Changing your password signs you out everywhere.</li></ul>',
    },
    zh: {
      title: '如何保护账户安全？',
      summary: '使用高强度密码并单独设置支付密码，同时绑定邮箱和手机，切勿泄露验证码。',
      body:
        '<ul><li>使用未在其他地方使用过的密码，并为提现设置不同的支付密码。</li>' +
        '<li>在安全中心同时绑定邮箱和手机号。</li>' +
        '<li>完成身份认证，以便在需要时找回账户。</li>' +
        '<li>只向您亲自保存的地址提现，确认前请仔细核对。</li>' +
        '<li>在公共设备上使用后请退出登录。修改密码后，所有设备都将退出登录。</li></ul>',
    },
  },
];

const PAGES: ArticleSeed[] = [
  {
    group: 'about-us',
    category: ARTICLE_CATEGORY.about,
    ageMinutes: 30 * DAY_MINUTES,
    en: {
      title: 'About Nova Exchange',
      summary: 'A digital-asset platform for spot, contract and options trading, built for your phone.',
      body:
        '<p>Nova Exchange is a digital-asset trading platform designed for the phone first. In one app you can follow markets, trade spot pairs, contracts and seconds options, convert between coins and move funds between your accounts.</p>' +
        '<p>Staking, IEO subscriptions, copy trading, dual investment and NFTs are in preparation. Until each one opens, the app shows it as launching soon and none of your funds go into it.</p>' +
        '<p>We believe a trading platform earns trust by being clear: every price that decides an outcome is recorded, every fee is shown before you confirm, and every change of your balance appears in your records.</p>' +
        '<p>The interface is available in twelve languages, and our customer service team answers inside the app.</p>',
    },
    zh: {
      title: '关于 Nova Exchange',
      summary: '专为手机打造的数字资产平台，提供币币、合约和秒合约交易。',
      body:
        '<p>Nova Exchange 是一个以手机为先的数字资产交易平台。在同一个 App 中，您可以查看行情、进行币币、合约和秒合约交易、兑换币种，并在自己的账户之间划转资金。</p>' +
        '<p>锁仓挖矿、IEO 认购、跟单、双币投资和 NFT 正在筹备中。在各项产品正式上线之前，App 会将其标注为即将上线，也不会动用您的任何资金。</p>' +
        '<p>我们相信，交易平台的信任来自透明：每个决定交易结果的价格都有记录，每笔费用都在确认前展示，每一次余额变动都会出现在您的记录中。</p>' +
        '<p>平台界面支持十二种语言，客服团队在 App 内为您提供服务。</p>',
    },
  },
  {
    group: 'operational-compliance',
    category: ARTICLE_CATEGORY.compliance,
    ageMinutes: 30 * DAY_MINUTES + 10,
    en: {
      title: 'Operational compliance',
      summary: 'Identity verification, anti-money-laundering checks and how we handle your data.',
      body:
        '<p>The platform operates under a compliance programme designed to prevent money laundering, terrorist financing and fraud.</p>' +
        '<ul><li><strong>Know your customer:</strong> basic and advanced identity verification unlock higher limits; documents are reviewed before approval.</li>' +
        '<li><strong>Transaction monitoring:</strong> deposits and withdrawals are screened, and a withdrawal held for review always shows its reason.</li>' +
        '<li><strong>Fair outcomes:</strong> fills, option results and liquidations are derived from the recorded market price and cannot be changed afterwards.</li>' +
        '<li><strong>Data protection:</strong> identity documents are used only for verification and are never sold or shared for marketing.</li></ul>' +
        '<p>Services may be unavailable in some countries and regions where local law does not permit them.</p>',
    },
    zh: {
      title: '运营合规',
      summary: '身份认证、反洗钱审查以及我们如何处理您的数据。',
      body:
        '<p>平台依照合规制度运营，旨在防范洗钱、恐怖融资及欺诈行为。</p>' +
        '<ul><li><strong>了解您的客户：</strong>完成初级和高级身份认证可提升额度，证件经审核后方可通过。</li>' +
        '<li><strong>交易监控：</strong>充值与提现均经过筛查，被暂缓审核的提现会明确显示原因。</li>' +
        '<li><strong>公平结果：</strong>成交、期权结果及强制平仓均依据已记录的市场价格得出，事后不可更改。</li>' +
        '<li><strong>数据保护：</strong>身份证件仅用于身份认证，绝不出售或用于营销。</li></ul>' +
        '<p>在当地法律不允许的国家和地区，部分服务可能无法使用。</p>',
    },
  },
  {
    group: 'contact-us',
    category: ARTICLE_CATEGORY.contact,
    ageMinutes: 30 * DAY_MINUTES + 20,
    en: {
      title: 'Contact us',
      summary: 'Customer service answers inside the app, every day.',
      body:
        '<p>The fastest way to reach us is the customer service entry in the app: open Me and tap Customer service. Our team answers every day, in English and Chinese.</p>' +
        '<ul><li>Have your account email or phone number ready.</li>' +
        '<li>For a deposit or withdrawal, include the coin, the network, the amount and the transaction hash.</li>' +
        '<li>We never ask for your password, pay password or verification codes.</li></ul>',
    },
    zh: {
      title: '联系我们',
      summary: '客服团队每天在 App 内为您提供服务。',
      body:
        '<p>联系我们最快捷的方式是 App 内的在线客服：打开“我的”，点击“在线客服”。客服团队每天提供中英文服务。</p>' +
        '<ul><li>请准备好您的账户邮箱或手机号。</li>' +
        '<li>咨询充值或提现时，请提供币种、网络、金额和交易哈希。</li>' +
        '<li>我们绝不会索取您的登录密码、支付密码或验证码。</li></ul>',
    },
  },
  {
    group: 'share-invite',
    category: ARTICLE_CATEGORY.share,
    ageMinutes: 30 * DAY_MINUTES + 30,
    en: {
      title: 'Trade with me on Nova Exchange',
      summary: 'Register with my invitation code and start trading crypto on your phone.',
      body:
        '<p>I trade crypto on Nova Exchange: live markets, spot and contract trading, staking and more, all in one app.</p>' +
        '<p>Register with my invitation code to join my team. When you trade, I receive a rebate from the platform, and you can invite your own friends the same way.</p>',
    },
    zh: {
      title: '和我一起在 Nova Exchange 交易',
      summary: '使用我的邀请码注册，在手机上开启数字资产交易。',
      body:
        '<p>我在 Nova Exchange 交易数字资产：实时行情、币币与合约交易、锁仓挖矿，一个 App 全部搞定。</p>' +
        '<p>使用我的邀请码注册即可加入我的团队。您交易时，我将获得平台发放的返佣；您也可以用同样的方式邀请自己的好友。</p>',
    },
  },
];

const ARTICLES: readonly ArticleSeed[] = [...BANNERS, ...NEWS, ...FAQ, ...PAGES];

/** Every language's text of an article: English, Simplified Chinese, then the other ten. */
export function articleTexts(group: ArticleGroup): [Lang, ArticleText][] {
  const article = ARTICLES.find((candidate) => candidate.group === group);
  if (!article) throw new Error(`no sample article ${group}`);
  const more = (Object.entries(ARTICLE_TRANSLATIONS) as [TranslatedLang, Record<ArticleGroup, ArticleText>][]).map(
    ([lang, texts]): [Lang, ArticleText] => [lang, texts[group]],
  );
  return [['en', article.en], ['zh', article.zh], ...more];
}

/** The group keys of the sample articles, in seed order. */
export const SAMPLE_ARTICLE_GROUPS: readonly ArticleGroup[] = ARTICLES.map((article) => article.group);

function rowOf(article: ArticleSeed, lang: Lang, text: ArticleText, now: number): Insertable<ArticlesTable> {
  return {
    category_id: article.category,
    group_key: article.group,
    lang,
    title: text.title,
    summary: text.summary,
    body: text.body,
    cover: article.cover ?? '',
    link: article.link ?? '',
    published: 1,
    pop: article.pop ? 1 : 0,
    created_at: now - article.ageMinutes * 60_000,
  };
}

/** One row per translation; translations of an article share its date. */
export function articleRows(now: number): Insertable<ArticlesTable>[] {
  return ARTICLES.flatMap((article) => articleTexts(article.group).map(([lang, text]) => rowOf(article, lang, text, now)));
}

/** The languages the first seeds inserted for an article, before all twelve were translated. */
function firstSeedLangs(group: ArticleGroup): readonly Lang[] {
  return FIRST_SEED_TRANSLATED_GROUPS.includes(group) ? LANGUAGES : ['en', 'zh'];
}

/**
 * A database seeded before every sample article was translated (only en and zh, and two
 * announcements in all twelve) gets the missing translations once: for each sample article still
 * there, the languages the first seeds did not insert, with the article's stored category, date,
 * cover, link, publication and pop-up flag. It runs only while none of those rows exists, so a
 * translation the back office removes afterwards stays removed, and so does a deleted article.
 */
async function addLaterTranslations(db: Db): Promise<void> {
  const later = ARTICLES.flatMap((article) =>
    articleTexts(article.group)
      .filter(([lang]) => !firstSeedLangs(article.group).includes(lang))
      .map(([lang, text]) => ({ group: article.group, lang, text })),
  );
  const laterGroups = [...new Set(later.map((row) => row.group))];
  const laterLangs = [...new Set(later.map((row) => row.lang))];
  // Every (group, lang) pair of laterGroups x laterLangs is a later translation.
  const already = await db
    .selectFrom('articles')
    .select('id')
    .where('group_key', 'in', laterGroups)
    .where('lang', 'in', laterLangs)
    .limit(1)
    .executeTakeFirst();
  if (already) return;
  const stored = await db
    .selectFrom('articles')
    .select(['group_key', 'category_id', 'cover', 'link', 'published', 'pop', 'created_at'])
    .where('group_key', 'in', laterGroups)
    .where('lang', '=', 'en')
    .execute();
  const rows = later.flatMap(({ group, lang, text }) => {
    const english = stored.find((row) => row.group_key === group);
    if (!english) return [];
    return [
      {
        category_id: english.category_id,
        group_key: group,
        lang,
        title: text.title,
        summary: text.summary,
        body: text.body,
        cover: english.cover,
        link: english.link,
        published: english.published,
        pop: english.pop,
        created_at: english.created_at,
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('articles')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The sample articles, on a database that has no article yet: afterwards the articles are the
 * back office's, and one it deleted (or a translation it removed) stays deleted across restarts.
 * A database seeded before the articles were translated gets the translations once (above).
 */
export async function seedArticles(db: Db, now: number): Promise<void> {
  const any = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  if (any) {
    await addLaterTranslations(db);
    return;
  }
  await db
    .insertInto('articles')
    .values(articleRows(now))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// The home page's entries to the product areas (GET menu), with their SPEC.md section 2 paths.
// `key` doubles as the web app's text key for the label; `icon` is a file the web app serves.
// Transfer is the move of funds between one's own accounts (fundTransfer; /pages/fund/transfer is
// the conversion between coins), and Options opens the options tab of the trade screen. The areas
// not built yet (staking, IEO, copy trade, dual invest, NFT) answer their own paths, where the web
// app shows that the product is launching and offers the nearest working screen.
import type { TMenuItem } from '@platform/shared/schemas/site';

const MENU_PATHS: readonly (readonly [key: string, path: string])[] = [
  ['deposit', '/pages/fund/receive'],
  ['withdraw', '/pages/fund/withdraw'],
  ['transfer', '/pages/fund/fundTransfer'],
  ['spot', '/pages/transaction/currency'],
  ['contract', '/pages/transaction/contract'],
  ['options', '/pages/transaction/index?tab=options'],
  ['staking', '/pages/lockming/lockming'],
  ['ieo', '/pages/ieo/ieo'],
  ['copy_trade', '/pages/copytrade/copy'],
  ['dual_invest', '/pages/invest/invest'],
  ['nft', '/pages/nft/nft'],
  ['invite', '/pages/setting/share'],
  ['help', '/pages/common/faq'],
  ['support', '/pages/kefu/index'],
];

export const MENU: readonly TMenuItem[] = MENU_PATHS.map(([key, path]) => ({ key, path, icon: `/icons/menu/${key}.svg` }));

// The home page's entries to the product areas (GET menu), with their SPEC.md section 2 paths.
// `key` doubles as the web app's text key for the label; `icon` is a file the web app serves.
import type { TMenuItem } from '@platform/shared/schemas/site';

const MENU_PATHS: readonly (readonly [key: string, path: string])[] = [
  ['deposit', '/pages/fund/receive'],
  ['withdraw', '/pages/fund/withdraw'],
  ['transfer', '/pages/fund/transfer'],
  ['spot', '/pages/transaction/currency'],
  ['contract', '/pages/transaction/contract'],
  ['options', '/pages/transaction/index'],
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

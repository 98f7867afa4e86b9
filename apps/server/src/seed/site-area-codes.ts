// Countries and regions of the region picker (/pages/common/area): English and Chinese names,
// dialling code without the plus sign, ISO 3166-1 alpha-2. The order is the picker's order:
// China first (AREA_CODE_DEFAULT '86'), then the markets the platform serves most.
// Ids are positions in this list: add new entries at the end, never in between.
import type { Insertable } from 'kysely';
import type { AreaCodesTable } from '../db/schema.ts';

type AreaCodeSeed = { name: string; nameZh: string; code: string; iso: string };

const AREA_CODES: readonly AreaCodeSeed[] = [
  { name: 'China', nameZh: '中国', code: '86', iso: 'CN' },
  { name: 'Hong Kong', nameZh: '中国香港', code: '852', iso: 'HK' },
  { name: 'Taiwan', nameZh: '中国台湾', code: '886', iso: 'TW' },
  { name: 'Macau', nameZh: '中国澳门', code: '853', iso: 'MO' },
  { name: 'United States', nameZh: '美国', code: '1', iso: 'US' },
  { name: 'United Kingdom', nameZh: '英国', code: '44', iso: 'GB' },
  { name: 'Japan', nameZh: '日本', code: '81', iso: 'JP' },
  { name: 'South Korea', nameZh: '韩国', code: '82', iso: 'KR' },
  { name: 'Thailand', nameZh: '泰国', code: '66', iso: 'TH' },
  { name: 'Singapore', nameZh: '新加坡', code: '65', iso: 'SG' },
  { name: 'Malaysia', nameZh: '马来西亚', code: '60', iso: 'MY' },
  { name: 'Indonesia', nameZh: '印度尼西亚', code: '62', iso: 'ID' },
  { name: 'Philippines', nameZh: '菲律宾', code: '63', iso: 'PH' },
  { name: 'Vietnam', nameZh: '越南', code: '84', iso: 'VN' },
  { name: 'India', nameZh: '印度', code: '91', iso: 'IN' },
  { name: 'Australia', nameZh: '澳大利亚', code: '61', iso: 'AU' },
  { name: 'New Zealand', nameZh: '新西兰', code: '64', iso: 'NZ' },
  { name: 'Canada', nameZh: '加拿大', code: '1', iso: 'CA' },
  { name: 'Germany', nameZh: '德国', code: '49', iso: 'DE' },
  { name: 'France', nameZh: '法国', code: '33', iso: 'FR' },
  { name: 'Italy', nameZh: '意大利', code: '39', iso: 'IT' },
  { name: 'Spain', nameZh: '西班牙', code: '34', iso: 'ES' },
  { name: 'Portugal', nameZh: '葡萄牙', code: '351', iso: 'PT' },
  { name: 'Netherlands', nameZh: '荷兰', code: '31', iso: 'NL' },
  { name: 'Belgium', nameZh: '比利时', code: '32', iso: 'BE' },
  { name: 'Switzerland', nameZh: '瑞士', code: '41', iso: 'CH' },
  { name: 'Austria', nameZh: '奥地利', code: '43', iso: 'AT' },
  { name: 'Sweden', nameZh: '瑞典', code: '46', iso: 'SE' },
  { name: 'Norway', nameZh: '挪威', code: '47', iso: 'NO' },
  { name: 'Denmark', nameZh: '丹麦', code: '45', iso: 'DK' },
  { name: 'Finland', nameZh: '芬兰', code: '358', iso: 'FI' },
  { name: 'Ireland', nameZh: '爱尔兰', code: '353', iso: 'IE' },
  { name: 'Poland', nameZh: '波兰', code: '48', iso: 'PL' },
  { name: 'Czechia', nameZh: '捷克', code: '420', iso: 'CZ' },
  { name: 'Greece', nameZh: '希腊', code: '30', iso: 'GR' },
  { name: 'Turkey', nameZh: '土耳其', code: '90', iso: 'TR' },
  { name: 'Ukraine', nameZh: '乌克兰', code: '380', iso: 'UA' },
  { name: 'Russia', nameZh: '俄罗斯', code: '7', iso: 'RU' },
  { name: 'Kazakhstan', nameZh: '哈萨克斯坦', code: '7', iso: 'KZ' },
  { name: 'United Arab Emirates', nameZh: '阿拉伯联合酋长国', code: '971', iso: 'AE' },
  { name: 'Saudi Arabia', nameZh: '沙特阿拉伯', code: '966', iso: 'SA' },
  { name: 'Qatar', nameZh: '卡塔尔', code: '974', iso: 'QA' },
  { name: 'Kuwait', nameZh: '科威特', code: '965', iso: 'KW' },
  { name: 'Israel', nameZh: '以色列', code: '972', iso: 'IL' },
  { name: 'Egypt', nameZh: '埃及', code: '20', iso: 'EG' },
  { name: 'South Africa', nameZh: '南非', code: '27', iso: 'ZA' },
  { name: 'Nigeria', nameZh: '尼日利亚', code: '234', iso: 'NG' },
  { name: 'Kenya', nameZh: '肯尼亚', code: '254', iso: 'KE' },
  { name: 'Brazil', nameZh: '巴西', code: '55', iso: 'BR' },
  { name: 'Mexico', nameZh: '墨西哥', code: '52', iso: 'MX' },
  { name: 'Argentina', nameZh: '阿根廷', code: '54', iso: 'AR' },
  { name: 'Chile', nameZh: '智利', code: '56', iso: 'CL' },
  { name: 'Colombia', nameZh: '哥伦比亚', code: '57', iso: 'CO' },
  { name: 'Peru', nameZh: '秘鲁', code: '51', iso: 'PE' },
  { name: 'Pakistan', nameZh: '巴基斯坦', code: '92', iso: 'PK' },
  { name: 'Bangladesh', nameZh: '孟加拉国', code: '880', iso: 'BD' },
  { name: 'Cambodia', nameZh: '柬埔寨', code: '855', iso: 'KH' },
  { name: 'Laos', nameZh: '老挝', code: '856', iso: 'LA' },
  { name: 'Myanmar', nameZh: '缅甸', code: '95', iso: 'MM' },
  { name: 'Mongolia', nameZh: '蒙古', code: '976', iso: 'MN' },
];

/** Rows with stable ids (position in the list, from 1) so a re-seed matches what is stored. */
export function areaCodeRows(): Insertable<AreaCodesTable>[] {
  return AREA_CODES.map((area, index) => ({
    id: index + 1,
    name: area.name,
    name_zh: area.nameZh,
    code: area.code,
    iso: area.iso,
    sort: index + 1,
  }));
}

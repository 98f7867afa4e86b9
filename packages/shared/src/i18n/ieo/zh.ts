import type { IeoTexts } from './en.ts';

export const ieoZh: IeoTexts = {
  ieo_project_not_found: '该IEO项目不存在',
  ieo_state_invalid: '请选择有效的项目状态',
  ieo_project_closed: '该项目已关闭',
  ieo_not_started: '该项目尚未开放申购',
  ieo_ended: '该项目申购已结束',
  ieo_below_minimum: '最低申购数量为 {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: '您在该项目最多还可申购 {{remaining}} {{symbol}}',
  ieo_pay_currency_unknown: '该项目不支持使用此币种支付',
  ieo_price_mismatch: '价格与该项目在此币种下的价格不一致',
  ieo_amount_too_precise: '{{symbol}} 最多支持 {{decimals}} 位小数',
  ieo_project_invalid: '请检查项目设置：名称、代币符号、数量、价格和时间',
  ieo_symbol_taken: '已存在使用该符号的币种',
  ieo_project_locked: '已有用户申购后，价格、硬顶和限额不可修改；分配完成后项目不可再修改',
};

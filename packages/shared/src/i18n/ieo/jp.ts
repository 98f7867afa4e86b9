import type { IeoTexts } from './en.ts';

export const ieoJp: IeoTexts = {
  ieo_project_not_found: 'このIEOプロジェクトは存在しません',
  ieo_state_invalid: '有効なプロジェクトの状態を選択してください',
  ieo_project_closed: 'このプロジェクトは停止されています',
  ieo_not_started: 'このプロジェクトの申込みはまだ開始されていません',
  ieo_ended: 'このプロジェクトの申込みは終了しました',
  ieo_below_minimum: '最小申込数量は {{minimum}} {{symbol}} です',
  ieo_user_max_exceeded: 'このプロジェクトにはあと最大 {{remaining}} {{symbol}} まで申し込めます',
  ieo_pay_currency_unknown: 'このプロジェクトはその通貨での支払いに対応していません',
  ieo_price_mismatch: '価格がその通貨でのプロジェクト価格と一致しません',
  ieo_amount_too_precise: '{{symbol}} の小数点以下は最大 {{decimals}} 桁です',
  ieo_project_invalid: 'プロジェクトの設定（名称、シンボル、数量、価格、日時）を確認してください',
  ieo_symbol_taken: 'このシンボルの通貨はすでに存在します',
  ieo_project_locked: '申込みがあった後は価格・ハードキャップ・上限を変更できず、割当後は一切変更できません',
};

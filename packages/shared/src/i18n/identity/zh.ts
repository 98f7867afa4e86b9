import type { IdentityTexts } from './en.ts';

export const identityZh: IdentityTexts = {
  identity_name_required: '请输入姓名',
  identity_name_too_short: '姓名至少需要 2 个字符',
  identity_card_id_invalid: '请输入正确的证件号码',
  identity_id_type_invalid: '请选择证件类型',
  identity_front_required: '请上传证件正面照片',
  identity_back_required: '请上传证件背面照片',
  identity_hand_required: '请上传手持证件照片',
  identity_photo_invalid: '未在您的上传中找到此照片，请重新上传',
  identity_photo_repeated: '每一面请使用不同的照片',
  identity_pending: '您的认证正在审核中，请等待结果',
  identity_already_verified: '该认证已完成',
  identity_basic_required: '请先完成初级认证',
  identity_binding_required_any: '认证前请先绑定邮箱或手机',
  identity_binding_required: '认证通过前需要绑定邮箱和手机',
  identity_submitted: '已提交，等待审核',
  fiat_trade_limit_exceeded: '您当前认证等级的单笔法币交易上限为 {{limit}} USDT',
};

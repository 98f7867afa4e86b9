// Server texts of the identity area, in English: the reference every other language of this folder must match.
export const identityEn = {
  identity_name_required: 'Please enter your name',
  identity_name_too_short: 'The name must be at least 2 characters',
  identity_card_id_invalid: 'Please enter the correct ID number',
  identity_id_type_invalid: 'Please choose the document type',
  identity_front_required: 'Please upload the front of your document',
  identity_back_required: 'Please upload the back of your document',
  identity_hand_required: 'Please upload a photo of you holding your document',
  identity_photo_invalid: 'This photo was not found among your uploads, please upload it again',
  identity_photo_repeated: 'Please use a different photo for each side',
  identity_pending: 'Your verification is under review, please wait for the result',
  identity_already_verified: 'This verification is already complete',
  identity_basic_required: 'Please complete basic verification first',
  identity_binding_required_any: 'Please bind your email or phone before verification',
  identity_binding_required: 'Email and phone binding is needed before verification passes',
  identity_submitted: 'Submitted, waiting for review',
  fiat_trade_limit_exceeded: 'A single fiat trade is limited to {{limit}} USDT at your verification level',
} as const;

export type IdentityTexts = Record<keyof typeof identityEn, string>;

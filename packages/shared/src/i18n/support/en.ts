// Server texts of the support area, in English: the reference every other language of this folder must match.
export const supportEn = {
  support_message_empty: 'Please write a message or attach an image',
  support_message_too_long: 'A message can be at most 500 characters long',
  support_image_invalid: 'This image cannot be attached, please upload it again',
  support_rate_limited: 'You are sending messages too quickly, please wait a moment',
  support_thread_not_found: 'This conversation does not exist',
  support_widget_id_invalid: 'The chat widget id may only contain letters, digits, - and _',
} as const;

export type SupportTexts = Record<keyof typeof supportEn, string>;

// Advanced verification (type 2, user/autoreal): the document's front and back again, a photo of the
// user holding it, and an optional memo for the reviewer (at most 140 characters).
import { useId, useState, type FormEvent } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { TEXTAREA_LENGTH_MAX } from '@platform/shared/constants';
import { REAL_LEVEL, ZAdvancedRealRequest } from '@platform/shared/schemas/identity';
import { FormField } from '../../../components/form-field.tsx';
import { uploadedNameOf, type ImageItem } from '../../../components/image-upload.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmitAdvanced } from '../api/real-state.ts';
import styles from '../identity.module.css';
import { PhotoSlot } from './photo-slot.tsx';
import { useVerificationSubmit } from './use-verification-submit.ts';

type Photo = 'front_pic' | 'reverse_pic' | 'hand_pic';

export function AdvancedForm({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation('identity');
  const id = useId();
  const submit = useSubmitAdvanced();
  const [photos, setPhotos] = useState<Record<Photo, ImageItem[]>>({ front_pic: [], reverse_pic: [], hand_pic: [] });
  const [memo, setMemo] = useState('');
  const { errors, setErrors, send: sendChecked } = useVerificationSubmit(ZAdvancedRealRequest, submit);

  const slot = (field: Photo, label: string, testId: string) => (
    <PhotoSlot
      label={label}
      value={photos[field]}
      onChange={(items) => {
        setPhotos((current) => ({ ...current, [field]: items }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      error={errors[field]}
      testId={testId}
    />
  );

  const send = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      real_type: REAL_LEVEL.advanced,
      front_pic: uploadedNameOf(photos.front_pic),
      reverse_pic: uploadedNameOf(photos.reverse_pic),
      hand_pic: uploadedNameOf(photos.hand_pic),
      memo,
    };
    sendChecked(input);
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate data-testid="real-advanced-form">
      <h2 className={styles.formTitle}>{resubmit ? t('advanced.resubmitTitle') : t('advanced.formTitle')}</h2>
      <div className="form-field">
        <span className="form-field__label">{t('basic.photos')}</span>
        <div className={styles.photos}>
          {slot('front_pic', t('photo.front'), 'real-adv-front')}
          {slot('reverse_pic', t('photo.back'), 'real-adv-back')}
          {slot('hand_pic', t('photo.hand'), 'real-adv-hand')}
        </div>
        <p className={styles.hint}>{t('advanced.handHint')}</p>
      </div>
      <FormField id={`${id}-memo`} label={t('advanced.memo')} error={errors.memo}>
        <TextArea
          id={`${id}-memo`}
          className={styles.memo}
          value={memo}
          onChange={setMemo}
          maxLength={TEXTAREA_LENGTH_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('advanced.memoPlaceholder')}
          data-testid="real-adv-memo"
        />
      </FormField>
      <Button type="submit" color="primary" block size="large" loading={submit.isPending} data-testid="real-adv-submit">
        {t('submit')}
      </Button>
    </form>
  );
}

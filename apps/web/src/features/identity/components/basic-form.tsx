// Basic verification (type 1): the document type, the name and number as written on it, and photos
// of its front and back. Checked with the shared schema before sending, as the server checks it.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import {
  CARD_ID_LENGTH_MAX,
  ID_TYPES,
  REAL_LEVEL,
  REAL_NAME_LENGTH_MAX,
  ZBasicRealRequest,
  type TIdType,
} from '@platform/shared/schemas/identity';
import { FormField } from '../../../components/form-field.tsx';
import { uploadedNameOf, type ImageItem } from '../../../components/image-upload.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmitBasic } from '../api/real-state.ts';
import styles from '../identity.module.css';
import { PhotoSlot } from './photo-slot.tsx';
import { useVerificationSubmit } from './use-verification-submit.ts';

export function BasicForm({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation('identity');
  const id = useId();
  const submit = useSubmitBasic();
  const [idType, setIdType] = useState<TIdType>('id_card');
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [front, setFront] = useState<ImageItem[]>([]);
  const [back, setBack] = useState<ImageItem[]>([]);
  const { errors, setErrors, send: sendChecked } = useVerificationSubmit(ZBasicRealRequest, submit);
  const clear = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const send = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      real_type: REAL_LEVEL.basic,
      id_type: idType,
      name,
      card_id: cardId,
      front_pic: uploadedNameOf(front),
      reverse_pic: uploadedNameOf(back),
    };
    sendChecked(input);
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate data-testid="real-basic-form">
      <h2 className={styles.formTitle}>{resubmit ? t('basic.resubmitTitle') : t('basic.title')}</h2>
      <div className="form-field">
        <span className="form-field__label" id={`${id}-type`}>
          {t('basic.idType')}
        </span>
        <div className="segmented" role="radiogroup" aria-labelledby={`${id}-type`}>
          {ID_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={idType === type}
              className={idType === type ? 'segmented__item segmented__item--active' : 'segmented__item'}
              onClick={() => {
                setIdType(type);
                clear('card_id');
              }}
              data-testid={`real-id-type-${type}`}
            >
              {t(`idTypes.${type}`)}
            </button>
          ))}
        </div>
      </div>
      <FormField id={`${id}-name`} label={t('basic.name')} error={errors.name}>
        <input
          id={`${id}-name`}
          className="text-input"
          autoComplete="name"
          maxLength={REAL_NAME_LENGTH_MAX}
          placeholder={t('basic.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
          aria-invalid={Boolean(errors.name) || undefined}
          data-testid="real-name"
        />
      </FormField>
      <FormField id={`${id}-card`} label={t('basic.cardId')} error={errors.card_id} hint={t(`cardIdHint.${idType}`)}>
        <input
          id={`${id}-card`}
          className="text-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CARD_ID_LENGTH_MAX}
          placeholder={t('basic.cardIdPlaceholder')}
          value={cardId}
          onChange={(event) => {
            setCardId(event.target.value);
            clear('card_id');
          }}
          aria-invalid={Boolean(errors.card_id) || undefined}
          data-testid="real-card-id"
        />
      </FormField>
      <div className="form-field">
        <span className="form-field__label">{t('basic.photos')}</span>
        <div className={styles.photos}>
          <PhotoSlot
            label={t('photo.front')}
            value={front}
            onChange={(items) => {
              setFront(items);
              clear('front_pic');
            }}
            error={errors.front_pic}
            testId="real-front"
          />
          <PhotoSlot
            label={t('photo.back')}
            value={back}
            onChange={(items) => {
              setBack(items);
              clear('reverse_pic');
            }}
            error={errors.reverse_pic}
            testId="real-back"
          />
        </div>
        <p className={styles.hint}>{t('photo.hint')}</p>
      </div>
      <Button type="submit" color="primary" block size="large" loading={submit.isPending} data-testid="real-submit">
        {t('submit')}
      </Button>
    </form>
  );
}

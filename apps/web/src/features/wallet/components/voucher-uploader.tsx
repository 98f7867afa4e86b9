// One payment-voucher image: chosen from the album, checked (png, jpg, jpeg, gif), uploaded at once,
// shown as a thumbnail; its file reference travels in the item's `extra`.
import { useEffect, useRef } from 'react';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { IMAGE_ACCEPT, checkImage, uploadImage } from '../utils/upload.ts';
import styles from './wallet.module.css';

export type VoucherItem = ImageUploadItem & { extra?: string };

/** The uploaded file's reference, or '' when none was uploaded. */
export const voucherOf = (items: readonly VoucherItem[]): string => (typeof items[0]?.extra === 'string' ? items[0].extra : '');

export function VoucherUploader({
  value,
  onChange,
  testId,
}: {
  value: VoucherItem[];
  onChange: (items: VoucherItem[]) => void;
  testId: string;
}) {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const upload = async (file: File): Promise<VoucherItem> => {
    const reference = await uploadImage(file);
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return { url, extra: reference };
  };

  return (
    <div className={styles.voucher} data-testid={testId}>
      <ImageUploader
        value={value}
        onChange={(items) => onChange(items as VoucherItem[])}
        accept={IMAGE_ACCEPT}
        maxCount={1}
        beforeUpload={(file) => (checkImage(file) ? file : null)}
        upload={upload}
        onDelete={(item) => {
          previews.current.delete(item.url);
          URL.revokeObjectURL(item.url);
          return true;
        }}
      />
    </div>
  );
}

// One image chosen from the album, checked (png, jpg, jpeg, gif), uploaded at once (lib/upload.ts:
// 'Success' toast, 'Failed' on a transport error, a cancelled choice is quiet) and shown as a
// thumbnail; its file reference travels in the item's `extra`. Used for payment vouchers and
// identity photos; `children` replaces the default '+' tile with the caller's own prompt.
import { useEffect, useRef, type ReactNode } from 'react';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { IMAGE_ACCEPT, checkImage, uploadImage } from '../lib/upload.ts';
import styles from './image-upload.module.css';

export type ImageItem = ImageUploadItem & { extra?: string };

/** The uploaded file's reference, or '' when none was uploaded. */
export const uploadedNameOf = (items: readonly ImageItem[]): string => (typeof items[0]?.extra === 'string' ? items[0].extra : '');

export function ImageUpload({
  value,
  onChange,
  testId,
  children,
  large = false,
}: {
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  testId: string;
  /** The prompt shown while no image is chosen. */
  children?: ReactNode;
  /** A wide tile for document photos, instead of the small square of a voucher. */
  large?: boolean;
}) {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const upload = async (file: File): Promise<ImageItem> => {
    const reference = await uploadImage(file);
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return { url, extra: reference };
  };

  return (
    <div className={large ? `${styles.upload} ${styles.large}` : styles.upload} data-testid={testId}>
      <ImageUploader
        value={value}
        onChange={(items) => onChange(items as ImageItem[])}
        accept={IMAGE_ACCEPT}
        maxCount={1}
        imageFit={large ? 'contain' : 'cover'}
        beforeUpload={(file) => (checkImage(file) ? file : null)}
        upload={upload}
        onDelete={(item) => {
          previews.current.delete(item.url);
          URL.revokeObjectURL(item.url);
          return true;
        }}
      >
        {children}
      </ImageUploader>
    </div>
  );
}

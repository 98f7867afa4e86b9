// A banner's cover: upload an image (POST /api/upload; the server makes it a public file when the
// article is saved), see it, or remove it. A new upload is still private until then, so its preview
// is fetched with the admin's Authorization header.
import { useRef, useState } from 'react';
import { UPLOAD_NAME_RE } from '@platform/shared/schemas/deposit';
import { errorText } from '../../lib/api.ts';
import { useUploadedFileUrl } from '../../lib/use-private-image-url.ts';
import { uploadCover } from './api.ts';

function PrivatePreview({ name }: { name: string }) {
  const { url, error } = useUploadedFileUrl(name);
  if (error) return <span className="cover-empty">{errorText(error)}</span>;
  return url ? <img src={url} alt="New cover" /> : <span className="cover-empty">Loading…</span>;
}

export function CoverField({ cover, onChange }: { cover: string; onChange: (cover: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem('');
    try {
      onChange(await uploadCover(file));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  let preview;
  if (!cover) preview = <span className="cover-empty">No cover: the banner shows its title on a colour.</span>;
  else if (UPLOAD_NAME_RE.test(cover)) preview = <PrivatePreview name={cover} />;
  else preview = <img src={cover} alt="Cover" />;

  return (
    <div className="form-field cover-field">
      <span>Cover image</span>
      <div className="cover-box">
        <div className="cover-preview" data-testid="article-cover-preview">
          {preview}
        </div>
        <div className="cover-actions">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            hidden
            onChange={(event) => void pick(event.target.files?.[0])}
            data-testid="article-cover-input"
          />
          <button type="button" className="btn btn-small" disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? 'Uploading…' : cover ? 'Replace image' : 'Upload image'}
          </button>
          {cover && (
            <button type="button" className="btn btn-small btn-ghost" disabled={uploading} onClick={() => onChange('')}>
              Remove
            </button>
          )}
          <p className="hint">PNG, JPG or GIF, wide (about 3:1). Anyone can see it once the article is saved.</p>
        </div>
      </div>
      {problem && (
        <div className="alert alert-error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

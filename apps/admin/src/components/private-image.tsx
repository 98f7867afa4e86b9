// An image a user uploaded (a payment voucher, an identity photo): fetched with the admin's
// Authorization header (an <img src> could not send it) and shown from a blob URL, released when
// the panel closes. A click opens the full-size image.
import { useUploadedFileUrl } from '../lib/use-private-image-url.ts';
import { Failed, Loading } from './states.tsx';

export function PrivateImage({ name, alt }: { name: string; alt: string }) {
  const { url, error, retry } = useUploadedFileUrl(name);
  if (error) return <Failed error={error} onRetry={retry} />;
  if (!url) return <Loading label={`Loading the ${alt.toLowerCase()}…`} />;
  return (
    <a className="voucher" href={url} target="_blank" rel="noreferrer" title="Open the full-size image">
      <img src={url} alt={alt} />
    </a>
  );
}

// An image a user uploaded (a payment voucher, an identity photo): fetched with the admin's
// Authorization header (an <img src> could not send it) and shown from a blob URL, released when
// the panel closes. A click opens the full-size image.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchFile } from '../lib/api.ts';
import { Failed, Loading } from './states.tsx';

export function PrivateImage({ name, alt }: { name: string; alt: string }) {
  const file = useQuery({
    queryKey: ['file', name],
    queryFn: ({ signal }) => fetchFile(name, signal),
    // An upload never changes under its name.
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);

  if (file.error) return <Failed error={file.error} onRetry={() => void file.refetch()} />;
  if (!url) return <Loading label={`Loading the ${alt.toLowerCase()}…`} />;
  return (
    <a className="voucher" href={url} target="_blank" rel="noreferrer" title="Open the full-size image">
      <img src={url} alt={alt} />
    </a>
  );
}

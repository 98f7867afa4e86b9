// An image only the admin's Authorization header can read (an <img src> could not send it): fetched
// once per name, shown from a blob URL that is released when the component goes away or the image
// changes.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchFile } from './api.ts';

export type PrivateImageUrl = { url: string | null; error: Error | null; retry: () => void };

/** `key` names the image in the query cache; `load` fetches its bytes (fetchFile, or another route's). */
export function usePrivateImageUrl(key: readonly unknown[], load: (signal: AbortSignal) => Promise<Blob>): PrivateImageUrl {
  const file = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => load(signal),
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
  return { url, error: file.error, retry: () => void file.refetch() };
}

/** An upload (GET /api/file/<name>: a voucher, an identity photo, a cover not saved yet). */
export const useUploadedFileUrl = (name: string) => usePrivateImageUrl(['file', name], (signal) => fetchFile(name, signal));

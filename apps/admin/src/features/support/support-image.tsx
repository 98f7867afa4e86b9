// A picture of the conversation: fetched with the admin's Authorization header (an <img src> could
// not send it), shown from a blob URL, opened full size in a new tab.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Failed } from '../../components/states.tsx';
import { fetchSupportImage } from './api.ts';
import styles from './support.module.css';

export function SupportImage({ name }: { name: string }) {
  const file = useQuery({
    queryKey: ['support-image', name],
    queryFn: ({ signal }) => fetchSupportImage(name, signal),
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
  if (!url) return <span className={styles.imagePlaceholder} aria-label="Loading the picture" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" title="Open the full-size picture" className={styles.imageLink}>
      <img src={url} alt="Picture sent in the chat" className={styles.image} />
    </a>
  );
}

// A picture of the conversation: fetched with the admin's Authorization header (an <img src> could
// not send it), shown from a blob URL, opened full size in a new tab.
import { Failed } from '../../components/states.tsx';
import { usePrivateImageUrl } from '../../lib/use-private-image-url.ts';
import { fetchSupportImage } from './api.ts';
import styles from './support.module.css';

export function SupportImage({ name }: { name: string }) {
  const { url, error, retry } = usePrivateImageUrl(['support-image', name], (signal) => fetchSupportImage(name, signal));
  if (error) return <Failed error={error} onRetry={retry} />;
  if (!url) return <span className={styles.imagePlaceholder} aria-label="Loading the picture" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" title="Open the full-size picture" className={styles.imageLink}>
      <img src={url} alt="Picture sent in the chat" className={styles.image} />
    </a>
  );
}

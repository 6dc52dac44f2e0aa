import { useEffect, useState } from 'react';

/**
 * An address the page can draw a chosen file from, for the preview. A data: address rather
 * than a blob: one, because the site's Content-Security-Policy lets images come from data:.
 */
export function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

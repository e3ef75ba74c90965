import { useEffect } from 'react';

const PRODUCT = 'K9';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT}`;
  }, [title]);
}

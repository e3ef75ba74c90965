import { shownAddress } from '@k9/domain/shared/shown-address';
import { Image, type ImageProps } from 'antd';

/**
 * A record's picture (its images, cover, image diagrams), loaded from this site only: one on another site is a link
 * that names its host (the page policy loads no image from elsewhere: it would tell that site who reads what, and when).
 */
export function RecordImage({ src, alt, ...rest }: ImageProps & { src: string; alt: string }) {
  const address = shownAddress(src, window.location.origin);
  if (address?.kind !== 'web') return <Image src={src} alt={alt} {...rest} />;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {`${alt} (${address.host})`}
    </a>
  );
}

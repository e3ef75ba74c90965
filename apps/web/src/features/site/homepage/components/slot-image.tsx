import { SlotIllustration } from './illustrations';
import { isImageUrl } from '../merge-content';

type Props = { image: string; alt: string; variant: number; badge?: string };

/** An uploaded picture when the slot has an address, otherwise the generated illustration. */
export function SlotImage({ image, alt, variant, badge }: Props) {
  return isImageUrl(image) ? (
    <img src={image} alt={alt} loading="lazy" decoding="async" />
  ) : (
    <SlotIllustration label={image || alt} variant={variant} badge={badge} />
  );
}

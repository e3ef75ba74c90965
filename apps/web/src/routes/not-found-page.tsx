import { LostPageIllustration } from './illustrations';
import { StatusScreen } from './status-screen';

export const NOT_FOUND_TEXT = {
  title: 'Không tìm thấy trang',
  description: 'Trang bạn tìm không tồn tại hoặc đã được di chuyển.',
  image: 'Minh họa trang không tồn tại',
} as const;

export function NotFoundPage() {
  return (
    <StatusScreen
      illustration={<LostPageIllustration label={NOT_FOUND_TEXT.image} />}
      title={NOT_FOUND_TEXT.title}
      description={NOT_FOUND_TEXT.description}
    />
  );
}

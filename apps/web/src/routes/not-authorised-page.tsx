import { LockedIllustration } from './illustrations';
import { StatusScreen } from './status-screen';

export const NOT_AUTHORISED_TEXT = {
  title: 'Bạn không có quyền truy cập trang này',
  description: 'Trang này chỉ dành cho quản trị viên. Vui lòng liên hệ quản trị viên nếu bạn cần quyền truy cập.',
  image: 'Minh họa không có quyền truy cập',
} as const;

export function NotAuthorisedPage() {
  return (
    <StatusScreen
      illustration={<LockedIllustration label={NOT_AUTHORISED_TEXT.image} />}
      title={NOT_AUTHORISED_TEXT.title}
      description={NOT_AUTHORISED_TEXT.description}
    />
  );
}

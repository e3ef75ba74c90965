import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';

const TEXT = { previous: 'Trang trước', next: 'Trang sau', page: (page: number, pages: number) => `Trang ${page}/${pages}` };

/** A small pager for learner lists (antd's Pagination brings its size changer and the table's chunk with it). */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={TEXT.page(page, pages)} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 8, marginTop: 12 }}>
      <Button size="small" icon={<LeftOutlined />} aria-label={TEXT.previous} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span aria-live="polite">{TEXT.page(page, pages)}</span>
      <Button size="small" icon={<RightOutlined />} aria-label={TEXT.next} disabled={page >= pages} onClick={() => onPage(page + 1)} />
    </nav>
  );
}

import * as XLSX from '@e965/xlsx';
import { CONTENT_IMPORT_LIMITS, importTemplateColumns, type ContentType } from '@k9/domain';

const EXAMPLE: Record<string, string> = {
  Title: 'Chiến lược định giá của quán cà phê vỉa hè',
  Summary: 'Một quán nhỏ tăng doanh thu 30% nhờ đổi cách định giá theo giờ.',
  Description: 'Tình huống về định giá linh hoạt.',
  Detail: '## Bối cảnh\nQuán mở từ 6 giờ sáng...\n\n## Câu hỏi\nBạn sẽ định giá thế nào?',
  Category: 'Mô hình',
  Source: 'K9',
  Sentiment: 'positive',
  Impact: 'normal',
  Status: 'published',
  Tag1: 'Marketing',
  Tag2: 'Beginner',
  Tag3: 'SME',
  Tag4: 'Program 1, Program 2',
  Keywords: 'định giá, bán lẻ',
  isPublic: 'true',
  hasTitle: 'false',
  allowed_user_class: '',
  priority: 'medium',
  featured: 'false',
  homeCategory: 'latest',
  displayOrder: '1',
  storyType: 'Podcast',
  duration: '10 phút',
  difficultyLevel: 'beginner',
  estimatedTime: '30 phút',
  learningObjectives: 'Hiểu định giá theo thời điểm',
};

const GUIDE: Array<[string, string]> = [
  ['Cột bắt buộc', 'Title và Summary (tên cột không phân biệt hoa thường). Dòng không có Title bị bỏ qua.'],
  ['Mặc định khi import', 'status published, impact normal, isPublic true; trang chủ: priority medium, featured false, homeCategory latest, displayOrder 1; story: storyType Podcast.'],
  ['Danh sách', 'Tag4, Keywords, imgUrls, fileUrls, allowed_user_class: phân cách bằng dấu phẩy.'],
  ['Đúng/sai', 'isPublic, hasTitle, featured: true/false (hoặc có/không).'],
  ['Giá trị cho phép', 'Sentiment: positive, negative, neutral; Impact: important, normal, skip; Status: draft, published, archived.'],
  ['questionContent', 'JSON của quiz: {"questionQuiz": [...], "questionEssay": [...]}.'],
  ['Giới hạn', `Tối đa ${CONTENT_IMPORT_LIMITS.rows.toLocaleString('vi-VN')} dòng dữ liệu, file tối đa ${CONTENT_IMPORT_LIMITS.fileMb} MB. Chỉ đọc sheet đầu tiên.`],
];

/** The downloadable template of a tab: its columns, one example row, and a guide sheet after the data sheet. */
export function importTemplate(type: ContentType): Buffer {
  const columns = importTemplateColumns(type);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([columns, columns.map((column) => EXAMPLE[column] ?? '')]), 'Dữ liệu');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Mục', 'Hướng dẫn'], ...GUIDE]), 'Hướng dẫn');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

import type { ContentInput, ContentType } from '@k9/domain';

/**
 * The sample library a fresh install shows (issue 11 §5): original Vietnamese items of every type, written for this
 * platform. Every one is public and published, and marked as sample (removable in one bulk action).
 */
export type SampleItem = { type: ContentType; input: ContentInput };

const quiz = (questions: Array<[string, [string, string, string, string], 'A' | 'B' | 'C' | 'D', string]>, essays: string[]) => ({
  questionQuiz: questions.map(([question, [A, B, C, D], correct_answer, explanation]) => ({ question, options: { A, B, C, D }, correct_answer, explanation })),
  questionEssay: essays.map((question) => ({ question })),
  settings: { timeLimit: 15, passingScore: 60, shuffleQuestions: false },
});

export const SAMPLE_ITEMS: SampleItem[] = [
  {
    type: 'caseTraining',
    input: {
      title: 'Quán cà phê góc phố và bài toán giá bán',
      summary: 'Chủ một quán cà phê nhỏ ở Đà Nẵng cân nhắc tăng giá 10% khi giá hạt cà phê tăng mạnh. Bạn sẽ tư vấn thế nào?',
      detail:
        '## Bối cảnh\n\nChị Thảo mở quán cà phê 30 chỗ ngồi gần một trường đại học. Khách quen chủ yếu là sinh viên, trung bình 250 ly mỗi ngày, giá bán 25.000 đồng.\n\n' +
        '## Vấn đề\n\nGiá hạt cà phê nhập vào tăng 35% trong sáu tháng. Biên lợi nhuận gộp giảm từ 62% xuống 51%. Quán đối diện vừa khai trương với giá 22.000 đồng.\n\n' +
        '## Dữ liệu\n\n- Chi phí nguyên liệu mỗi ly: 12.200 đồng (trước là 9.500 đồng)\n- Tiền thuê mặt bằng: 18 triệu đồng mỗi tháng\n- Khảo sát nhanh: 40% khách nói sẽ đi quán khác nếu giá vượt 27.000 đồng\n\n' +
        '## Câu hỏi cho bạn\n\nNên tăng giá, giảm định lượng, đổi nhà cung cấp hay thêm sản phẩm có biên lợi nhuận cao hơn?',
      category: 'Case Studies',
      tag1: 'Finance',
      tag2: 'Beginner',
      tag3: 'SME',
      tag4: ['Program 1'],
      difficultyLevel: 'beginner',
      estimatedTime: '20 phút',
      learningObjectives: 'Hiểu biên lợi nhuận gộp, độ co giãn của cầu theo giá và các cách bảo vệ biên lợi nhuận.',
      keywords: ['định giá', 'biên lợi nhuận', 'SME'],
      questionContent: quiz(
        [
          ['Biên lợi nhuận gộp của quán giảm chủ yếu vì đâu?', ['Tiền thuê tăng', 'Giá nguyên liệu tăng', 'Lương nhân viên tăng', 'Thuế tăng'], 'B', 'Chi phí nguyên liệu mỗi ly tăng từ 9.500 lên 12.200 đồng.'],
          ['Nếu 40% khách rời đi khi giá vượt 27.000 đồng, điều đó cho thấy gì?', ['Cầu ít co giãn', 'Cầu co giãn mạnh quanh mức giá đó', 'Khách không quan tâm giá', 'Quán nên tăng giá gấp đôi'], 'B', 'Một phần lớn khách nhạy cảm với giá quanh ngưỡng này.'],
          ['Cách nào bảo vệ biên lợi nhuận mà ít ảnh hưởng đến khách quen nhất?', ['Tăng giá mọi món 30%', 'Thêm món có biên lợi nhuận cao và combo', 'Cắt giờ mở cửa', 'Bỏ bớt chỗ ngồi'], 'B', 'Đa dạng hóa sản phẩm giúp nâng biên lợi nhuận bình quân.'],
        ],
        ['Hãy đề xuất một phương án giá cho quán trong 3 tháng tới và giải thích lý do.'],
      ),
    },
  },
  {
    type: 'caseTraining',
    input: {
      title: 'Xưởng may gia công và đơn hàng xuất khẩu đầu tiên',
      summary: 'Một xưởng may 80 công nhân ở Bình Dương nhận được đơn hàng xuất khẩu lớn gấp ba công suất. Nhận hay không nhận?',
      detail:
        '## Bối cảnh\n\nAnh Hùng điều hành xưởng may gia công cho các thương hiệu trong nước. Một nhà nhập khẩu châu Âu đề nghị đơn hàng 60.000 áo trong 4 tháng, thanh toán 30% khi ký và 70% sau khi giao.\n\n' +
        '## Ràng buộc\n\n- Công suất hiện tại: khoảng 5.000 áo mỗi tháng\n- Vốn lưu động: đủ cho 6 tuần hoạt động\n- Yêu cầu chứng nhận tuân thủ lao động trong 60 ngày\n\n' +
        '## Câu hỏi\n\nXưởng có nên nhận đơn hàng? Nếu nhận, cần thuê ngoài, vay vốn hay thương lượng lại tiến độ?',
      category: 'Case Studies',
      tag1: 'Operations',
      tag2: 'Intermediate',
      tag3: 'SME',
      tag4: ['Program 1', 'Program 2'],
      difficultyLevel: 'intermediate',
      estimatedTime: '30 phút',
      learningObjectives: 'Đánh giá công suất, dòng tiền và rủi ro khi tăng trưởng nhanh.',
      keywords: ['công suất', 'dòng tiền', 'xuất khẩu'],
      questionContent: quiz(
        [
          ['Rủi ro lớn nhất về tài chính của đơn hàng là gì?', ['Tỷ giá', 'Thiếu vốn lưu động trước khi nhận 70% còn lại', 'Giá vải giảm', 'Thuế xuất khẩu'], 'B', '70% tiền hàng về sau khi giao, trong khi vốn chỉ đủ 6 tuần.'],
          ['Với công suất 5.000 áo/tháng, 4 tháng xưởng làm được bao nhiêu?', ['20.000 áo', '40.000 áo', '60.000 áo', '80.000 áo'], 'A', '5.000 x 4 = 20.000 áo, bằng một phần ba đơn hàng.'],
        ],
        ['Bạn sẽ đề xuất điều khoản thanh toán nào khi thương lượng với nhà nhập khẩu?'],
      ),
    },
  },
  {
    type: 'caseTraining',
    input: {
      title: 'Chuỗi tạp hóa số hóa kho hàng',
      summary: 'Chuỗi 12 cửa hàng tạp hóa muốn dùng phần mềm quản lý kho. Làm sao đo được lợi ích trước khi đầu tư?',
      detail:
        '## Bối cảnh\n\nGia đình chị Mai sở hữu 12 cửa hàng tạp hóa ở Cần Thơ. Hàng tồn kho trung bình 2,4 tỷ đồng, tỷ lệ hàng hết hạn phải hủy khoảng 3% mỗi năm.\n\n' +
        '## Đề xuất\n\nMột công ty phần mềm chào gói quản lý kho 180 triệu đồng năm đầu, cam kết giảm tồn kho 20%.\n\n' +
        '## Câu hỏi\n\nLàm thế nào để ước tính lợi ích, thời gian hoàn vốn và những điều kiện để dự án thành công?',
      category: 'Case Studies',
      tag1: 'Technology',
      tag2: 'Intermediate',
      tag3: 'Digital',
      tag4: ['Program 2'],
      difficultyLevel: 'advanced',
      estimatedTime: '25 phút',
      questionContent: quiz(
        [
          ['Giảm 20% tồn kho 2,4 tỷ đồng giải phóng bao nhiêu vốn?', ['240 triệu đồng', '480 triệu đồng', '720 triệu đồng', '2 tỷ đồng'], 'B', '20% của 2,4 tỷ là 480 triệu đồng.'],
          ['Chỉ số nào nên theo dõi đầu tiên sau khi triển khai?', ['Số lượt thích trên mạng xã hội', 'Vòng quay hàng tồn kho', 'Số nhân viên', 'Diện tích cửa hàng'], 'B', 'Vòng quay tồn kho phản ánh trực tiếp hiệu quả quản lý kho.'],
        ],
        [],
      ),
    },
  },
  {
    type: 'news',
    input: {
      title: 'Biên lợi nhuận gộp: đọc đúng để định giá đúng',
      summary: 'Khái niệm biên lợi nhuận gộp, cách tính và những hiểu lầm thường gặp khi so sánh giữa các ngành.',
      detail:
        '## Định nghĩa\n\nBiên lợi nhuận gộp = (Doanh thu - Giá vốn hàng bán) / Doanh thu.\n\n' +
        '## Vì sao quan trọng\n\nChỉ số cho biết mỗi đồng doanh thu còn lại bao nhiêu để trang trải chi phí bán hàng, quản lý và tạo lợi nhuận.\n\n' +
        '## Lưu ý khi so sánh\n\n- Ngành bán lẻ thường có biên gộp thấp nhưng vòng quay cao.\n- Doanh nghiệp phần mềm có biên gộp cao nhưng chi phí nghiên cứu lớn.\n- Luôn so sánh trong cùng ngành và cùng giai đoạn.',
      category: 'Khái niệm',
      tag4: ['Program 1'],
      keywords: ['biên lợi nhuận gộp', 'kế toán quản trị'],
    },
  },
  {
    type: 'news',
    input: {
      title: 'Mô hình năm áp lực cạnh tranh áp dụng cho doanh nghiệp nhỏ',
      summary: 'Cách dùng khung phân tích năm áp lực để đánh giá sức hấp dẫn của một thị trường trước khi gia nhập.',
      detail:
        '## Năm áp lực\n\n1. Cạnh tranh giữa các đối thủ hiện tại\n2. Nguy cơ đối thủ mới gia nhập\n3. Sản phẩm thay thế\n4. Quyền lực của nhà cung cấp\n5. Quyền lực của khách hàng\n\n' +
        '## Áp dụng thực tế\n\nVới một tiệm bánh mì, hàng rào gia nhập thấp và sản phẩm thay thế nhiều: lợi thế phải đến từ vị trí, chất lượng ổn định và quan hệ với khách quen.',
      category: 'Khung phân tích',
      tag4: ['Program 2'],
      hasTitle: true,
    },
  },
  {
    type: 'news',
    input: {
      title: 'Báo cáo tóm tắt: tiêu dùng nội địa nửa đầu năm',
      summary: 'Bản tóm tắt mẫu về xu hướng tiêu dùng nội địa: nhu cầu thiết yếu ổn định, hàng không thiết yếu chậm lại.',
      detail:
        '## Điểm chính\n\n- Nhóm hàng thiết yếu tăng trưởng đều nhờ nhu cầu ổn định.\n- Hàng điện máy và nội thất chậm lại khi người tiêu dùng thận trọng.\n- Kênh thương mại điện tử tiếp tục giành thị phần từ kênh truyền thống.\n\n' +
        '## Ý nghĩa cho doanh nghiệp nhỏ\n\nƯu tiên dòng tiền, kiểm soát tồn kho và thử nghiệm bán hàng trực tuyến với chi phí thấp.\n\n*Đây là nội dung mẫu để minh họa, không phải số liệu thật.*',
      category: 'Các báo cáo ngành - vĩ mô',
      tag4: ['Program 3'],
    },
  },
  {
    type: 'longForm',
    input: {
      title: 'Mẫu kế hoạch dòng tiền 13 tuần',
      summary: 'Tài nguyên thực hành: cách lập bảng dự báo dòng tiền theo tuần cho doanh nghiệp vừa và nhỏ.',
      detail:
        '## Cấu trúc bảng\n\n| Hạng mục | Tuần 1 | Tuần 2 | ... |\n|---|---|---|---|\n| Tiền thu từ khách hàng | | | |\n| Tiền trả nhà cung cấp | | | |\n| Lương | | | |\n\n' +
        '## Cách dùng\n\nCập nhật mỗi thứ Hai, so sánh với thực tế tuần trước và ghi lại nguyên nhân chênh lệch.',
      category: 'Công cụ & kỹ thuật',
      tag4: ['Program 1', 'Program 3'],
    },
  },
  {
    type: 'longForm',
    input: {
      title: 'Danh sách kiểm tra trước khi gọi vốn thiên thần',
      summary: 'Những giấy tờ, con số và câu chuyện nhà sáng lập nên chuẩn bị trước buổi gặp nhà đầu tư đầu tiên.',
      detail:
        '## Chuẩn bị\n\n- Tóm tắt một trang về vấn đề, giải pháp và thị trường\n- Số liệu doanh thu theo tháng, chi phí cố định, tốc độ đốt tiền\n- Bảng phân chia cổ phần hiện tại\n- Kế hoạch dùng vốn trong 18 tháng\n\n' +
        '## Câu hỏi thường gặp\n\nVì sao là đội ngũ này? Vì sao là bây giờ? Điều gì khiến đối thủ khó sao chép?',
      category: 'Best Practices',
      tag4: ['Program 4'],
    },
  },
  {
    type: 'story',
    input: {
      title: 'Chuyện người bán phở và chiếc sổ tay màu xanh',
      summary: 'Một câu chuyện ngắn về việc ghi chép doanh thu mỗi ngày đã giúp một quán phở vượt qua mùa mưa.',
      detail:
        'Ông Tư bán phở ở đầu hẻm đã hai mươi năm. Mùa mưa năm ấy khách thưa hẳn, ông tưởng quán sắp đóng cửa. Cô con gái đưa ông một cuốn sổ tay màu xanh và dặn: mỗi tối ghi số tô bán được, tiền chợ và tiền điện.\n\n' +
        'Sau một tháng, hai cha con nhận ra những ngày mưa khách gọi mang về nhiều hơn ăn tại chỗ. Họ làm thêm hộp đựng mang đi, dán số điện thoại lên cửa. Mùa mưa năm sau, doanh thu không giảm mà còn tăng.\n\n' +
        'Bài học: con số nhỏ ghi đều đặn kể cho ta nghe điều mà cảm giác không nói được.',
      audioText: 'Ông Tư bán phở ở đầu hẻm đã hai mươi năm. Mùa mưa năm ấy khách thưa hẳn...',
      category: 'Kinh tế - tài chính',
      storyType: 'Podcast',
      duration: '6 phút',
    },
  },
  {
    type: 'library',
    input: {
      title: 'Sổ tay ý tưởng khởi nghiệp từ nông sản địa phương',
      summary: 'Mười ý tưởng kinh doanh nhỏ dựa trên nông sản vùng miền, kèm câu hỏi để tự kiểm chứng trước khi bắt tay làm.',
      detail:
        '## Một vài ý tưởng\n\n1. Trái cây sấy không đường đóng gói nhỏ cho văn phòng\n2. Gạo đặc sản bán theo gói đăng ký hằng tháng\n3. Tour trải nghiệm vườn kết hợp bán sản phẩm\n\n' +
        '## Tự kiểm chứng\n\nAi sẽ trả tiền? Họ đang giải quyết nhu cầu đó bằng cách nào? Bạn có thể thử nghiệm với 20 khách hàng đầu tiên trong bao lâu?',
      category: 'Ý tưởng khởi nghiệp',
      pages: 24,
    },
  },
  {
    type: 'home',
    input: {
      title: 'Chào mừng đến với thư viện K9',
      summary: 'Bắt đầu với ba tình huống kinh doanh, các bài lý thuyết ngắn và tài nguyên thực hành. Đây là nội dung mẫu: quản trị viên có thể xóa bất cứ lúc nào.',
      detail: 'Thư viện gồm tình huống (case study) có câu hỏi trắc nghiệm, bài lý thuyết, tài nguyên, câu chuyện và sách tham khảo. Hãy chọn một chương trình để bắt đầu.',
      category: 'Tài nguyên khác',
      priority: 'high',
      featured: true,
      homeCategory: 'featured',
      displayOrder: 1,
    },
  },
];

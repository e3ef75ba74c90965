import type { HomepageContent } from '@k9/contracts';

/**
 * Built-in homepage content (spec 1 §2.3, §9): shown while nothing is stored, when loading fails, and as
 * the base that a stored `homepage_content` is merged over section by section. The admin editor starts from it.
 * `image` fields hold the fallback text of an image slot; the picture itself comes from `homepage_images`.
 */
export const DEFAULT_HOMEPAGE_CONTENT: HomepageContent = {
  hero: {
    brandLine: 'K9',
    brandSubtitle: 'Trường học kinh doanh và tài chính trực tuyến',
    tagline: 'Học kinh doanh và tài chính qua tình huống thực tế',
    description:
      'Hơn 640 tình huống doanh nghiệp Việt Nam và quốc tế, 170 khối lý thuyết cô đọng và trợ lý AI trả lời dựa trên chính thư viện của chúng tôi. Học 15 phút mỗi ngày, ra quyết định tự tin hơn mỗi tuần.',
    ctaText: 'Xem ưu đãi',
  },
  problem: {
    title: 'Bạn có đang gặp những khó khăn này?',
    subtitle: 'Kiến thức kinh doanh trên sách vở thường xa rời công việc hằng ngày',
    cards: [
      {
        icon: '📚',
        title: 'Học nhiều nhưng khó áp dụng',
        image: 'Chồng sách lý thuyết',
        description:
          'Giáo trình dày đặc định nghĩa, ít ví dụ gắn với doanh nghiệp Việt Nam nên khi gặp tình huống thật bạn vẫn lúng túng.',
      },
      {
        icon: '📊',
        title: 'Báo cáo tài chính như một câu đố',
        image: 'Bảng số liệu phức tạp',
        description:
          'Bảng cân đối kế toán, dòng tiền, các chỉ số định giá: nhiều con số nhưng không biết bắt đầu đọc từ đâu và rút ra điều gì.',
      },
      {
        icon: '⏳',
        title: 'Không có thời gian cho khóa học dài',
        image: 'Lịch làm việc kín',
        description:
          'Công việc bận rộn khiến các khóa học vài tháng dễ bị bỏ dở giữa chừng, kiến thức rời rạc và nhanh quên.',
      },
    ],
  },
  solution: {
    title: 'K9 giúp bạn học đúng cách người làm nghề học',
    items: [
      {
        icon: '🧩',
        title: 'Học qua tình huống',
        image: 'Tình huống doanh nghiệp',
        description:
          'Mỗi bài bắt đầu từ một quyết định có thật của doanh nghiệp: bối cảnh, số liệu, lựa chọn và kết quả để bạn tự phân tích.',
      },
      {
        icon: '🎯',
        title: 'Lý thuyết cô đọng, đúng lúc',
        image: 'Sơ đồ khái niệm',
        description:
          'Các khối lý thuyết ngắn gọn đi kèm từng tình huống, giải thích khái niệm vừa đủ để hiểu vì sao quyết định đó đúng hay sai.',
      },
      {
        icon: '🤖',
        title: 'Trợ lý AI và bài kiểm tra',
        image: 'Trợ lý AI',
        description:
          'Trợ lý AI trả lời kèm nguồn trích từ thư viện K9; bài kiểm tra được chấm và nhận xét ngay để bạn biết mình cần ôn phần nào.',
      },
    ],
  },
  howItWorks: {
    title: 'Học tập tại K9 diễn ra như thế nào?',
    steps: [
      {
        number: '01',
        title: 'Đăng ký và dùng thử',
        image: 'Tạo tài khoản',
        description: 'Tạo tài khoản bằng Gmail hoặc tên đăng nhập, dùng thử miễn phí 2 ngày trước khi quyết định.',
      },
      {
        number: '02',
        title: 'Chọn khóa học phù hợp',
        image: 'Danh sách khóa học',
        description: 'Bắt đầu từ nền tảng quản trị hoặc đi thẳng vào tài chính doanh nghiệp, đầu tư, marketing tùy mục tiêu.',
      },
      {
        number: '03',
        title: 'Luyện tình huống mỗi ngày',
        image: 'Phân tích tình huống',
        description: 'Đọc tình huống, trả lời câu hỏi, đối chiếu với lý thuyết và hỏi trợ lý AI khi còn vướng mắc.',
      },
      {
        number: '04',
        title: 'Kiểm tra và áp dụng',
        image: 'Kết quả bài kiểm tra',
        description: 'Làm bài kiểm tra được chấm tự động, xem lại điểm yếu và mang cách tư duy mới vào công việc.',
      },
    ],
  },
  statsOverview: {
    title: 'Thư viện kiến thức không ngừng mở rộng',
    stats: [
      { number: '640+', description: 'Tình huống thực tế', detail: 'Từ doanh nghiệp Việt Nam và quốc tế, cập nhật hằng tháng' },
      { number: '170+', description: 'Khối lý thuyết', detail: 'Cô đọng, có ví dụ minh họa và sơ đồ' },
      { number: '8', description: 'Khóa học chuyên đề', detail: 'Từ quản trị căn bản đến đầu tư và định giá' },
      { number: '24/7', description: 'Trợ lý AI', detail: 'Trả lời dựa trên thư viện, kèm trích dẫn nguồn' },
    ],
    resourceLibrary: {
      title: 'Tài nguyên đi kèm',
      subtitle: 'Mọi thứ bạn cần để học và áp dụng, trong cùng một nơi',
      resources: [
        { title: 'Tra cứu cổ phiếu', description: 'Số liệu tài chính và chỉ số của doanh nghiệp niêm yết để luyện phân tích.' },
        { title: 'Bảng dữ liệu', description: 'Các bộ dữ liệu kinh tế, ngành và doanh nghiệp được sắp xếp sẵn để tra cứu.' },
        { title: 'Mẫu biểu và công cụ', description: 'Mẫu lập kế hoạch, mô hình dòng tiền và bảng tính định giá dùng ngay.' },
        { title: 'Bài kiểm tra có chấm điểm', description: 'Câu hỏi sau mỗi chương, chấm và nhận xét tự động bằng AI.' },
      ],
    },
  },
  programs: {
    title: 'Chương trình học',
    subtitle: 'Mỗi khóa học là một chuyên đề độc lập, học theo thứ tự gợi ý hoặc theo nhu cầu của bạn',
    modules: [
      { title: 'D101 · Nền tảng quản trị kinh doanh', image: 'D101', description: 'Mô hình kinh doanh, chuỗi giá trị, cơ cấu tổ chức và cách doanh nghiệp tạo ra lợi nhuận.' },
      { title: 'D201 · Kế toán cho nhà quản lý', image: 'D201', description: 'Đọc hiểu bảng cân đối kế toán, báo cáo kết quả kinh doanh và báo cáo lưu chuyển tiền tệ.' },
      { title: 'D251 · Phân tích báo cáo tài chính', image: 'D251', description: 'Các nhóm chỉ số thanh khoản, hiệu quả, đòn bẩy và cách phát hiện dấu hiệu bất thường.' },
      { title: 'D501 · Tài chính doanh nghiệp', image: 'D501', description: 'Chi phí vốn, cơ cấu vốn, thẩm định dự án đầu tư và quản trị vốn lưu động.' },
      { title: 'D551 · Định giá doanh nghiệp', image: 'D551', description: 'Chiết khấu dòng tiền, so sánh bội số và định giá trong các thương vụ mua bán, sáp nhập.' },
      { title: 'D601 · Marketing và bán hàng', image: 'D601', description: 'Phân khúc khách hàng, định vị, định giá sản phẩm và xây dựng kênh phân phối hiệu quả.' },
      { title: 'D801 · Chiến lược cạnh tranh', image: 'D801', description: 'Phân tích ngành, lợi thế cạnh tranh bền vững và chiến lược tăng trưởng của doanh nghiệp.' },
      { title: 'D901 · Đầu tư chứng khoán', image: 'D901', description: 'Phân tích cơ bản cổ phiếu, xây dựng danh mục và quản trị rủi ro cho nhà đầu tư cá nhân.' },
    ],
  },
  socialProof: {
    title: 'Học viên nói gì về K9',
    image: 'Cảm nhận của học viên',
  },
  faq: {
    title: 'Câu hỏi thường gặp',
    items: [
      {
        question: 'Tôi chưa có nền tảng kinh tế, có học được không?',
        answer: 'Được. Khóa D101 bắt đầu từ những khái niệm căn bản nhất, mỗi khái niệm đều có tình huống minh họa dễ hiểu.',
      },
      {
        question: 'Một khóa học có giá bao nhiêu và dùng được bao lâu?',
        answer: 'Mỗi khóa học có giá 489.000 VND cho 1 năm truy cập không giới hạn, bao gồm tình huống, lý thuyết, bài kiểm tra và trợ lý AI.',
      },
      {
        question: 'Tôi có được dùng thử trước khi mua không?',
        answer: 'Có. Sau khi đăng ký, bạn được dùng thử miễn phí 2 ngày: từ đầu ngày hôm nay đến hết ngày thứ hai.',
      },
      {
        question: 'Trợ lý AI trả lời dựa trên nguồn nào?',
        answer: 'Trợ lý AI tìm câu trả lời trong thư viện tình huống và lý thuyết của K9 và trích dẫn nguồn để bạn đọc thêm.',
      },
      {
        question: 'Mua nhiều khóa học có được giảm giá không?',
        answer: 'Có. Khi mua từ 3 khóa học trở lên bạn được giảm giá, và 100 học viên đầu tiên nhận thêm ưu đãi riêng.',
      },
    ],
  },
  finalCta: {
    title: 'Bắt đầu hành trình kinh doanh của bạn ngay hôm nay',
    subtitle: 'Ưu đãi dành cho học viên mới sẽ kết thúc sau',
    pricing: {
      title: 'Học phí mỗi khóa học',
      price: '489.000 VND',
      period: '/ khóa học / 1 năm truy cập',
      specialOffer: 'Giảm giá khi mua từ 3 khóa học trở lên và ưu đãi riêng cho 100 học viên đầu tiên',
      features: [
        'Truy cập không giới hạn trong 1 năm',
        'Toàn bộ tình huống và khối lý thuyết của khóa học',
        'Bài kiểm tra được chấm và nhận xét tự động',
        'Trợ lý AI trả lời kèm trích dẫn nguồn',
        'Dùng thử miễn phí 2 ngày',
      ],
      ctaText: 'Đăng ký ngay',
      disclaimer: 'Không tự động gia hạn. Bạn chỉ thanh toán khi quyết định học sau thời gian dùng thử.',
    },
  },
};

#!/usr/bin/env node
/**
 * Renders the generated sample research documents of the four document datasets (industry_report, macro_report,
 * strategy_report, IR_report; issue 31 §2) to text PDFs with Debian's Chromium, into data/market/sample-reports/, with
 * their index.json (file, dataset, title, date, ticker or sector). The first start seeds them as sample rows whose URL
 * is the stored PDF, so the OCR tool has documents to read on a fresh install.
 *
 * Every document is made up (prose, figures, tables) and says so in its header and at its end: 'Dữ liệu mẫu'.
 * The Vietnamese glyphs come from Debian's fonts-dejavu-core (`apt-get install -y fonts-dejavu-core chromium`).
 *
 *   node scripts/make-sample-reports.mjs            # writes data/market/sample-reports/
 *   CHROMIUM_PATH=/path/to/chromium node scripts/make-sample-reports.mjs
 */
/* global process, console */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'market', 'sample-reports');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SAMPLE = 'Dữ liệu mẫu';
/** Each file is committed: kept small (a subset of DejaVu Sans, no images). */
const MAX_BYTES = 100 * 1024;
const DISCLAIMER =
  'Tài liệu này do hệ thống K9 sinh tự động để minh họa tính năng đọc tài liệu (OCR) và tóm tắt bằng AI. Mọi nhận định, số liệu và bảng biểu trong tài liệu đều là dữ liệu mẫu, không phải số liệu thật và không phải khuyến nghị đầu tư.';

/** The documents: three per dataset. `ticker` for a company's IR document, `sector` for an industry report. */
const DOCUMENTS = [
  {
    dataset: 'industry_report',
    title: 'Ngành Ngân hàng: triển vọng năm 2025',
    date: '2025-01-15',
    sector: 'Ngân hàng',
    author: 'Nhóm phân tích ngành tài chính',
    summary:
      'Chúng tôi kỳ vọng lợi nhuận toàn ngành ngân hàng tăng khoảng 15% trong năm 2025 nhờ tín dụng phục hồi và chi phí dự phòng giảm dần. Biên lãi thuần (NIM) được dự báo ổn định khi mặt bằng lãi suất huy động đã chạm đáy.',
    sections: [
      {
        heading: 'Tăng trưởng tín dụng',
        paragraphs: [
          'Tín dụng toàn hệ thống được giả định tăng 15–16% trong năm, tập trung vào cho vay sản xuất kinh doanh và bất động sản nhà ở. Nhóm ngân hàng quốc doanh có lợi thế về nguồn vốn rẻ, trong khi nhóm ngân hàng tư nhân quy mô vừa đẩy mạnh cho vay bán lẻ.',
          'Rủi ro chính đến từ chất lượng tài sản: tỷ lệ nợ xấu nội bảng có thể nhích nhẹ trong nửa đầu năm trước khi cải thiện khi các khoản nợ được cơ cấu lại hết thời hạn ưu đãi.',
        ],
      },
      {
        heading: 'Định giá và lựa chọn cổ phiếu',
        paragraphs: [
          'Hệ số P/B trung bình của ngành ở mức 1,3 lần, thấp hơn trung bình 5 năm. Chúng tôi ưu tiên các ngân hàng có tỷ lệ CASA cao, bộ đệm dự phòng dày và năng lực tăng vốn rõ ràng.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Một số chỉ tiêu dự phóng của ngành (dữ liệu mẫu)',
      head: ['Chỉ tiêu', '2023', '2024', '2025F'],
      rows: [
        ['Tăng trưởng tín dụng (%)', '13,5', '15,1', '15,8'],
        ['NIM bình quân (%)', '3,6', '3,4', '3,5'],
        ['Tỷ lệ nợ xấu (%)', '1,9', '2,0', '1,8'],
        ['ROE bình quân (%)', '16,2', '15,7', '16,4'],
      ],
    },
  },
  {
    dataset: 'industry_report',
    title: 'Ngành Bất động sản khu công nghiệp: dòng vốn FDI duy trì tích cực',
    date: '2025-04-10',
    sector: 'Bất động sản',
    author: 'Nhóm phân tích ngành bất động sản',
    summary:
      'Nhu cầu thuê đất khu công nghiệp tại miền Bắc và miền Nam tiếp tục ở mức cao nhờ xu hướng dịch chuyển chuỗi cung ứng. Giá thuê bình quân được dự báo tăng 5–8% mỗi năm trong giai đoạn 2025–2026.',
    sections: [
      {
        heading: 'Cung và cầu',
        paragraphs: [
          'Tỷ lệ lấp đầy bình quân tại các tỉnh trọng điểm như Bắc Ninh, Hải Phòng, Bình Dương và Đồng Nai duy trì trên 85%. Quỹ đất sạch mới còn hạn chế do thủ tục giải phóng mặt bằng kéo dài.',
          'Các doanh nghiệp điện tử, linh kiện và năng lượng tái tạo là nhóm khách thuê chủ yếu, với diện tích thuê trung bình mỗi hợp đồng từ 5 đến 20 héc-ta.',
        ],
      },
      {
        heading: 'Rủi ro cần theo dõi',
        paragraphs: ['Chính sách thuế tối thiểu toàn cầu, chi phí đền bù tăng và nguồn cung điện chưa ổn định có thể làm chậm tiến độ ký hợp đồng mới.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Giá thuê và tỷ lệ lấp đầy theo khu vực (dữ liệu mẫu)',
      head: ['Khu vực', 'Giá thuê (USD/m²/chu kỳ)', 'Tỷ lệ lấp đầy (%)', 'Diện tích mới (ha)'],
      rows: [
        ['Miền Bắc', '135', '88', '1.200'],
        ['Miền Nam', '172', '91', '950'],
        ['Miền Trung', '78', '62', '400'],
      ],
    },
  },
  {
    dataset: 'industry_report',
    title: 'Ngành Thép: chu kỳ phục hồi sản lượng tiêu thụ',
    date: '2025-07-22',
    sector: 'Tài nguyên cơ bản',
    author: 'Nhóm phân tích ngành công nghiệp',
    summary:
      'Sản lượng tiêu thụ thép xây dựng trong nước được dự báo tăng 8% nhờ đầu tư công và thị trường nhà ở hồi phục. Biên lợi nhuận gộp cải thiện khi giá quặng sắt và than cốc giảm.',
    sections: [
      {
        heading: 'Thị trường trong nước',
        paragraphs: [
          'Giải ngân đầu tư công cho các dự án cao tốc và sân bay là động lực chính của nhu cầu thép xây dựng. Thép cuộn cán nóng chịu cạnh tranh từ hàng nhập khẩu giá rẻ, nhưng các biện pháp phòng vệ thương mại giúp giảm áp lực.',
        ],
      },
      {
        heading: 'Xuất khẩu',
        paragraphs: ['Xuất khẩu thép sang châu Âu và Bắc Mỹ đối mặt với các cơ chế điều chỉnh biên giới carbon, buộc doanh nghiệp đầu tư công nghệ lò điện và đo lường phát thải.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Sản lượng và giá bán bình quân (dữ liệu mẫu)',
      head: ['Chỉ tiêu', 'Quý 1/2025', 'Quý 2/2025', 'Thay đổi (%)'],
      rows: [
        ['Thép xây dựng (nghìn tấn)', '2.950', '3.180', '7,8'],
        ['Thép cuộn cán nóng (nghìn tấn)', '1.420', '1.510', '6,3'],
        ['Giá bán bình quân (nghìn đồng/tấn)', '14.300', '14.050', '-1,7'],
      ],
    },
  },
  {
    dataset: 'macro_report',
    title: 'Kinh tế vĩ mô quý 1/2025: tăng trưởng giữ nhịp, lạm phát trong tầm kiểm soát',
    date: '2025-04-05',
    author: 'Nhóm phân tích kinh tế vĩ mô',
    summary:
      'Tăng trưởng GDP quý 1 ước đạt 6,9% so với cùng kỳ, được dẫn dắt bởi công nghiệp chế biến chế tạo và dịch vụ. Chỉ số giá tiêu dùng (CPI) bình quân tăng 3,2%, thấp hơn mục tiêu 4,5%.',
    sections: [
      {
        heading: 'Tăng trưởng và sản xuất',
        paragraphs: [
          'Chỉ số PMI ngành sản xuất duy trì trên ngưỡng 50 điểm trong ba tháng liên tiếp, phản ánh đơn hàng mới tăng. Tổng mức bán lẻ hàng hóa và dịch vụ tiêu dùng tăng 9% nhờ du lịch quốc tế phục hồi.',
        ],
      },
      {
        heading: 'Lạm phát và chính sách tiền tệ',
        paragraphs: [
          'Giá xăng dầu và giá thuê nhà là hai nhóm đóng góp nhiều nhất vào mức tăng CPI. Ngân hàng Nhà nước được giả định giữ nguyên lãi suất điều hành để hỗ trợ tăng trưởng trong bối cảnh tỷ giá ổn định.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Các chỉ số vĩ mô chính (dữ liệu mẫu)',
      head: ['Chỉ số', 'Quý 1/2024', 'Quý 4/2024', 'Quý 1/2025'],
      rows: [
        ['Tăng trưởng GDP (%)', '5,9', '7,1', '6,9'],
        ['CPI bình quân (%)', '3,8', '2,9', '3,2'],
        ['Xuất khẩu (tỷ USD)', '93,1', '106,4', '102,8'],
        ['Giải ngân FDI (tỷ USD)', '4,6', '7,2', '4,9'],
      ],
    },
  },
  {
    dataset: 'macro_report',
    title: 'Tỷ giá và lãi suất quý 2/2025: áp lực giảm dần',
    date: '2025-07-08',
    author: 'Nhóm phân tích kinh tế vĩ mô',
    summary:
      'Tỷ giá USD/VND biến động trong biên độ hẹp khi cán cân thương mại thặng dư và dòng kiều hối ổn định. Lãi suất huy động kỳ hạn 12 tháng bình quân ở mức 4,8%, lãi suất cho vay tiếp tục giảm nhẹ.',
    sections: [
      {
        heading: 'Tỷ giá',
        paragraphs: [
          'Chỉ số đồng USD trên thị trường quốc tế suy yếu giúp giảm áp lực lên tiền đồng. Dự trữ ngoại hối được giả định cải thiện lên khoảng 3,5 tháng nhập khẩu.',
        ],
      },
      {
        heading: 'Lãi suất và thanh khoản',
        paragraphs: [
          'Thanh khoản hệ thống ngân hàng dồi dào, lãi suất liên ngân hàng kỳ hạn qua đêm dao động quanh 3%. Chúng tôi cho rằng mặt bằng lãi suất sẽ ổn định đến cuối năm.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Tỷ giá và lãi suất (dữ liệu mẫu)',
      head: ['Chỉ tiêu', 'Tháng 4', 'Tháng 5', 'Tháng 6'],
      rows: [
        ['USD/VND ngân hàng (đồng)', '25.480', '25.510', '25.460'],
        ['Lãi suất huy động 12 tháng (%)', '4,9', '4,8', '4,8'],
        ['Lãi suất liên ngân hàng qua đêm (%)', '3,4', '2,9', '3,1'],
      ],
    },
  },
  {
    dataset: 'macro_report',
    title: 'Cập nhật vĩ mô tháng 9/2025: xuất nhập khẩu và dòng vốn FDI',
    date: '2025-10-03',
    author: 'Nhóm phân tích kinh tế vĩ mô',
    summary:
      'Kim ngạch xuất nhập khẩu chín tháng tăng 14% so với cùng kỳ, thặng dư thương mại ước đạt 18 tỷ USD. Vốn FDI đăng ký mới tập trung vào điện tử, bán dẫn và năng lượng.',
    sections: [
      {
        heading: 'Thương mại',
        paragraphs: [
          'Điện thoại, máy tính và linh kiện vẫn là nhóm hàng xuất khẩu lớn nhất. Nhập khẩu máy móc thiết bị tăng mạnh, báo hiệu các dự án sản xuất mới chuẩn bị đi vào hoạt động.',
        ],
      },
      {
        heading: 'Đầu tư trực tiếp nước ngoài',
        paragraphs: [
          'Singapore, Hàn Quốc và Nhật Bản là ba đối tác dẫn đầu về vốn đăng ký. Giải ngân FDI đạt mức cao nhất trong nhiều năm, hỗ trợ cán cân thanh toán và tỷ giá.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Thương mại và FDI chín tháng (dữ liệu mẫu)',
      head: ['Chỉ tiêu', '9T/2024', '9T/2025', 'Tăng trưởng (%)'],
      rows: [
        ['Xuất khẩu (tỷ USD)', '299,6', '341,5', '14,0'],
        ['Nhập khẩu (tỷ USD)', '278,9', '323,4', '16,0'],
        ['FDI giải ngân (tỷ USD)', '17,3', '18,8', '8,7'],
      ],
    },
  },
  {
    dataset: 'strategy_report',
    title: 'Chiến lược đầu tư nửa cuối năm 2025: chọn lọc theo lợi nhuận',
    date: '2025-06-25',
    author: 'Khối phân tích và chiến lược',
    summary:
      'Chúng tôi giữ quan điểm tích cực với thị trường cổ phiếu trong nửa cuối năm, với kịch bản cơ sở VN-Index dao động trong vùng 1.300–1.450 điểm. Dòng tiền được kỳ vọng xoay vòng vào nhóm có tăng trưởng lợi nhuận rõ ràng.',
    sections: [
      {
        heading: 'Kịch bản thị trường',
        paragraphs: [
          'Kịch bản cơ sở giả định lợi nhuận doanh nghiệp niêm yết tăng 14% và mặt bằng lãi suất ổn định. Kịch bản tiêu cực gắn với rủi ro thuế quan và dòng vốn ngoại tiếp tục bán ròng.',
        ],
      },
      {
        heading: 'Nhóm ngành ưu tiên',
        paragraphs: [
          'Ngân hàng, bán lẻ, công nghệ thông tin và bất động sản khu công nghiệp là bốn nhóm được ưu tiên. Nhà đầu tư nên giải ngân từng phần khi thị trường điều chỉnh về vùng hỗ trợ.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Kịch bản VN-Index cuối năm 2025 (dữ liệu mẫu)',
      head: ['Kịch bản', 'Tăng trưởng lợi nhuận (%)', 'P/E mục tiêu (lần)', 'VN-Index (điểm)'],
      rows: [
        ['Tích cực', '18', '14,5', '1.520'],
        ['Cơ sở', '14', '13,5', '1.420'],
        ['Tiêu cực', '8', '12,0', '1.230'],
      ],
    },
  },
  {
    dataset: 'strategy_report',
    title: 'Chiến lược quý 4/2025: câu chuyện nâng hạng thị trường',
    date: '2025-09-30',
    author: 'Khối phân tích và chiến lược',
    summary:
      'Khả năng thị trường chứng khoán Việt Nam được nâng hạng lên thị trường mới nổi là chất xúc tác quan trọng cho quý 4. Dòng vốn thụ động ước tính có thể đạt 1–1,5 tỷ USD trong kịch bản được nâng hạng.',
    sections: [
      {
        heading: 'Điều kiện nâng hạng',
        paragraphs: [
          'Việc bỏ yêu cầu ký quỹ trước khi giao dịch, hệ thống giao dịch mới và cải thiện công bố thông tin bằng tiếng Anh là các bước tiến quan trọng. Giới hạn sở hữu nước ngoài vẫn là điểm cần tiếp tục tháo gỡ.',
        ],
      },
      {
        heading: 'Cổ phiếu hưởng lợi',
        paragraphs: [
          'Các cổ phiếu vốn hóa lớn, thanh khoản cao và còn dư địa sở hữu nước ngoài sẽ được hưởng lợi trực tiếp. Nhóm công ty chứng khoán hưởng lợi gián tiếp từ giá trị giao dịch tăng.',
        ],
      },
    ],
    table: {
      caption: 'Bảng 1. Ước tính dòng vốn thụ động theo kịch bản (dữ liệu mẫu)',
      head: ['Kịch bản', 'Tỷ trọng trong chỉ số (%)', 'Dòng vốn (triệu USD)', 'Thời điểm'],
      rows: [
        ['Nâng hạng đầy đủ', '0,6', '1.500', 'Quý 3/2026'],
        ['Nâng hạng từng phần', '0,3', '800', 'Quý 3/2026'],
        ['Chưa nâng hạng', '0', '0', '-'],
      ],
    },
  },
  {
    dataset: 'strategy_report',
    title: 'Danh mục khuyến nghị tháng 10/2025',
    date: '2025-10-06',
    author: 'Khối phân tích và chiến lược',
    summary:
      'Danh mục mẫu tháng 10 gồm năm cổ phiếu thuộc các ngành ngân hàng, công nghệ, thép, bán lẻ và dầu khí. Tỷ trọng được phân bổ theo mức độ tin cậy của dự phóng lợi nhuận.',
    sections: [
      {
        heading: 'Nguyên tắc xây dựng danh mục',
        paragraphs: [
          'Danh mục ưu tiên doanh nghiệp có tăng trưởng lợi nhuận trên 15%, nợ vay thấp và định giá hấp dẫn so với lịch sử. Mỗi cổ phiếu chiếm không quá 25% danh mục để hạn chế rủi ro tập trung.',
        ],
      },
      {
        heading: 'Quản trị rủi ro',
        paragraphs: ['Ngưỡng cắt lỗ đề xuất là 10% cho mỗi vị thế. Danh mục được đánh giá lại vào đầu mỗi tháng hoặc khi có thông tin bất thường.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Danh mục mẫu (dữ liệu mẫu, không phải khuyến nghị)',
      head: ['Mã CK', 'Ngành', 'Tỷ trọng (%)', 'Tiềm năng tăng giá (%)'],
      rows: [
        ['VCB', 'Ngân hàng', '25', '15'],
        ['FPT', 'Công nghệ thông tin', '25', '18'],
        ['HPG', 'Thép', '20', '20'],
        ['MWG', 'Bán lẻ', '15', '22'],
        ['GAS', 'Dầu khí', '15', '12'],
      ],
    },
  },
  {
    dataset: 'IR_report',
    title: 'FPT: tài liệu gửi nhà đầu tư, kết quả kinh doanh 6 tháng đầu năm 2025',
    date: '2025-07-25',
    ticker: 'FPT',
    author: 'Bộ phận quan hệ nhà đầu tư (mẫu)',
    summary:
      'Doanh thu 6 tháng ước đạt 32.000 tỷ đồng, lợi nhuận trước thuế 5.800 tỷ đồng. Mảng dịch vụ công nghệ thông tin ở thị trường nước ngoài tiếp tục là động lực tăng trưởng chính.',
    sections: [
      {
        heading: 'Kết quả theo mảng',
        paragraphs: [
          'Khối công nghệ đóng góp khoảng 60% doanh thu, trong đó thị trường Nhật Bản và Mỹ tăng trưởng hai chữ số. Khối viễn thông duy trì biên lợi nhuận ổn định, khối giáo dục tăng nhờ số học sinh mới.',
        ],
      },
      {
        heading: 'Kế hoạch cả năm',
        paragraphs: ['Ban điều hành được giả định duy trì kế hoạch tăng trưởng lợi nhuận 20% cho cả năm, với tỷ lệ hoàn thành kế hoạch sau 6 tháng là 48%.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Kết quả kinh doanh 6 tháng (tỷ đồng, dữ liệu mẫu)',
      head: ['Chỉ tiêu', '6T/2024', '6T/2025', 'Tăng trưởng (%)'],
      rows: [
        ['Doanh thu', '29.100', '32.000', '10,0'],
        ['Lợi nhuận trước thuế', '4.900', '5.800', '18,4'],
        ['Lợi nhuận sau thuế cổ đông mẹ', '3.300', '3.950', '19,7'],
      ],
    },
  },
  {
    dataset: 'IR_report',
    title: 'VNM: bản tin nhà đầu tư quý 2/2025',
    date: '2025-08-05',
    ticker: 'VNM',
    author: 'Bộ phận quan hệ nhà đầu tư (mẫu)',
    summary:
      'Doanh thu thuần quý 2 ước đạt 16.500 tỷ đồng, biên lợi nhuận gộp cải thiện lên 41% nhờ giá sữa bột nguyên liệu giảm. Thị phần sữa nước trong nước được giữ vững.',
    sections: [
      {
        heading: 'Thị trường trong nước và xuất khẩu',
        paragraphs: [
          'Kênh bán lẻ hiện đại và thương mại điện tử tăng trưởng tốt, bù lại kênh truyền thống đi ngang. Doanh thu xuất khẩu sang Trung Đông và Đông Nam Á tăng khoảng 8%.',
        ],
      },
      {
        heading: 'Cổ tức',
        paragraphs: ['Công ty được giả định duy trì chính sách chi trả cổ tức tiền mặt ổn định, với tạm ứng đợt 1 năm 2025 là 1.500 đồng mỗi cổ phiếu.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Chỉ tiêu tài chính quý 2 (dữ liệu mẫu)',
      head: ['Chỉ tiêu', 'Quý 2/2024', 'Quý 2/2025', 'Tăng trưởng (%)'],
      rows: [
        ['Doanh thu thuần (tỷ đồng)', '15.900', '16.500', '3,8'],
        ['Biên lợi nhuận gộp (%)', '39,8', '41,0', '1,2 điểm'],
        ['Lợi nhuận sau thuế (tỷ đồng)', '2.600', '2.750', '5,8'],
      ],
    },
  },
  {
    dataset: 'IR_report',
    title: 'HPG: cập nhật hoạt động sản xuất kinh doanh quý 3/2025',
    date: '2025-10-20',
    ticker: 'HPG',
    author: 'Bộ phận quan hệ nhà đầu tư (mẫu)',
    summary:
      'Sản lượng bán hàng thép các loại trong quý 3 ước đạt 2,4 triệu tấn. Dự án khu liên hợp gang thép mới đã vận hành lò cao số 1, nâng tổng công suất thiết kế.',
    sections: [
      {
        heading: 'Sản lượng và tiến độ dự án',
        paragraphs: [
          'Thép xây dựng và thép cuộn cán nóng chiếm phần lớn sản lượng. Giai đoạn 2 của dự án dự kiến hoàn thành vào năm sau, giúp giảm tỷ trọng nhập khẩu thép cuộn cán nóng của cả nước.',
        ],
      },
      {
        heading: 'Tài chính',
        paragraphs: ['Nợ vay tăng để tài trợ dự án nhưng tỷ lệ nợ vay trên vốn chủ sở hữu vẫn ở mức an toàn dưới 0,6 lần.'],
      },
    ],
    table: {
      caption: 'Bảng 1. Sản lượng bán hàng (nghìn tấn, dữ liệu mẫu)',
      head: ['Sản phẩm', 'Quý 3/2024', 'Quý 3/2025', 'Tăng trưởng (%)'],
      rows: [
        ['Thép xây dựng', '1.050', '1.180', '12,4'],
        ['Thép cuộn cán nóng', '780', '880', '12,8'],
        ['Ống thép và tôn mạ', '310', '340', '9,7'],
      ],
    },
  },
];

const KIND = { industry_report: 'Báo cáo ngành', macro_report: 'Báo cáo vĩ mô', strategy_report: 'Báo cáo chiến lược', IR_report: 'Tài liệu quan hệ nhà đầu tư' };

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const vietnameseDate = (iso) => iso.split('-').reverse().join('/');

function html(doc) {
  const about = doc.ticker ? `Mã CK: ${doc.ticker}` : doc.sector ? `Ngành: ${doc.sector}` : 'Toàn thị trường';
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escape(doc.title)}</title><style>
    @page { size: A4; margin: 22mm 18mm 20mm 18mm; }
    body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; line-height: 1.5; color: #1f2933; }
    .banner { border: 1.5px solid #b42318; color: #b42318; font-weight: bold; padding: 4px 8px; display: inline-block; }
    .kind { color: #52606d; letter-spacing: 0.5px; font-size: 9pt; margin-top: 10px; }
    h1 { font-size: 17pt; margin: 4px 0 6px; }
    .meta { color: #52606d; font-size: 9.5pt; margin-bottom: 12px; }
    .summary { background: #f0f4f8; padding: 8px 10px; border-left: 3px solid #334e68; }
    h2 { font-size: 12.5pt; margin: 16px 0 4px; color: #243b53; }
    table { border-collapse: collapse; width: 100%; margin-top: 12px; font-size: 9.5pt; }
    caption { text-align: left; font-weight: bold; margin-bottom: 4px; }
    th, td { border: 1px solid #9fb3c8; padding: 4px 6px; }
    th { background: #d9e2ec; text-align: left; }
    td.number { text-align: right; }
    .disclaimer { margin-top: 18px; font-size: 8.5pt; color: #52606d; border-top: 1px solid #9fb3c8; padding-top: 6px; }
  </style></head><body>
    <div class="banner">${SAMPLE} - không phải số liệu thật</div>
    <div class="kind">${escape(KIND[doc.dataset])}</div>
    <h1>${escape(doc.title)}</h1>
    <div class="meta">Ngày phát hành: ${vietnameseDate(doc.date)} · ${escape(about)} · ${escape(doc.author)}</div>
    <p class="summary"><b>Tóm tắt.</b> ${escape(doc.summary)}</p>
    ${doc.sections.map((section) => `<h2>${escape(section.heading)}</h2>${section.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`).join('')}
    <table><caption>${escape(doc.table.caption)}</caption>
      <thead><tr>${doc.table.head.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr></thead>
      <tbody>${doc.table.rows.map((row) => `<tr>${row.map((cell) => `<td${/^(-?[\d.,]+( điểm)?|-)$/.test(cell) ? ' class="number"' : ''}>${escape(cell)}</td>`).join('')}</tr>`).join('')}</tbody>
    </table>
    <p class="disclaimer">${escape(DISCLAIMER)}</p>
  </body></html>`;
}

/**
 * The PDF's text as poppler's pdftotext reads it (an OCR tool's text layer) must hold every sentence exactly, diacritics
 * included: a font without Vietnamese glyphs or a broken ToUnicode map would show here. Skipped without poppler-utils.
 */
function checkText(path, doc) {
  let text;
  try {
    text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    throw error;
  }
  // Compared without white space: a line may break after a dash, where the sentence has no space.
  const flat = (value) => value.normalize('NFC').replace(/\s+/g, '');
  const haystack = flat(text);
  const expected = [SAMPLE, doc.title, doc.summary, DISCLAIMER, doc.table.caption, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]), ...doc.table.rows.flat()];
  const missing = expected.filter((sentence) => !haystack.includes(flat(sentence)));
  if (missing.length) throw new Error(`${path}: pdftotext does not give back ${JSON.stringify(missing)}`);
  return true;
}

const header = `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 8px; color: #b42318; width: 100%; padding: 0 18mm; display: flex; justify-content: space-between;"><span>${SAMPLE} · K9</span><span>Tài liệu minh họa, sinh tự động</span></div>`;
const footer = `<div style="font-family: 'DejaVu Sans', sans-serif; font-size: 8px; color: #52606d; width: 100%; padding: 0 18mm; text-align: right;">Trang <span class="pageNumber"></span>/<span class="totalPages"></span></div>`;

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium fonts-dejavu-core, or set CHROMIUM_PATH`);
  await mkdir(OUT_DIR, { recursive: true });
  for (const name of await readdir(OUT_DIR)) if (name.endsWith('.pdf')) await rm(join(OUT_DIR, name));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const index = [];
  const counts = {};
  let checked = false;
  try {
    const page = await browser.newPage();
    for (const doc of DOCUMENTS) {
      counts[doc.dataset] = (counts[doc.dataset] ?? 0) + 1;
      const file = `${doc.dataset}-${counts[doc.dataset]}.pdf`;
      await page.setContent(html(doc), { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: header, footerTemplate: footer, margin: { top: '22mm', bottom: '20mm', left: '18mm', right: '18mm' }, tagged: false, outline: false });
      await writeFile(join(OUT_DIR, file), pdf);
      if (pdf.length > MAX_BYTES) throw new Error(`${file} is ${pdf.length} bytes, over ${MAX_BYTES}`);
      checked = checkText(join(OUT_DIR, file), doc) || checked;
      index.push({ file, dataset: doc.dataset, title: doc.title, date: doc.date, ...(doc.ticker ? { ticker: doc.ticker } : {}), ...(doc.sector ? { sector: doc.sector } : {}) });
      console.log(`${file}  ${(pdf.length / 1024).toFixed(1)} KB  ${doc.title}`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(`${index.length} documents and index.json in ${OUT_DIR}`);
  console.log(checked ? 'pdftotext gives back every sentence exactly.' : 'pdftotext not found (apt-get install -y poppler-utils): the text was not checked.');
}

await main();

export const HTTP_MESSAGES = {
  malformedJson: 'Dữ liệu JSON gửi lên không hợp lệ.',
  bodyTooLarge: 'Dữ liệu gửi lên quá lớn.',
  eventTooLarge: 'Dữ liệu cần lưu quá lớn, vui lòng rút gọn nội dung rồi thử lại.',
  bodyTooDeep: 'Dữ liệu gửi lên lồng nhau quá nhiều cấp.',
  invalidCharacters: 'Dữ liệu chứa ký tự không hợp lệ.',
  internal: 'Đã xảy ra lỗi hệ thống, vui lòng thử lại sau.',
  notFound: 'Không tìm thấy đường dẫn yêu cầu.',
  malformedUrl: 'Đường dẫn yêu cầu không hợp lệ.',
  forbiddenOrigin: 'Yêu cầu bị từ chối: nguồn gửi không được phép.',
  invalidIfMatch: 'Không xác định được phiên bản bạn đang sửa. Vui lòng tải lại trang rồi thử lại.',
} as const;

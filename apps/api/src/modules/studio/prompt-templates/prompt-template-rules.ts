/** Who sees and writes which template, as every route's documentation says it. */
export const RULES = 'Template cá nhân (userEmail) chỉ chủ sở hữu thấy và sửa; template dùng chung do admin ghi. Dữ liệu là TEMPLATE_AI_SETTING (GET /api/setting/TEMPLATE_AI_SETTING đọc cùng danh sách).';

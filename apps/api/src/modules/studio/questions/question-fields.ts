/** The body's fields that were sent (a DTO instance carries undefined for the rest). */
export const definedOf = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/** What the answer routes say of their html (OpenAPI). */
export const SANITIZED_HTML = 'html bắt buộc; được làm sạch (DOMPurify) trước khi lưu: không script, không thuộc tính on*, không style, không javascript:/data:.';

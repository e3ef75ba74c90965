/**
 * The case builder's lists and defaults (spec 2 §9.2), each value with its Vietnamese label. Pure and import-free: the
 * web's 'Thêm Case Mới' form reads this file, so the form and the server judge a case with the same lists.
 */
export type CaseOption<V extends string | number = string> = { value: V; label: string };

//// Areas and their topics (domains)

export const CASE_AREAS = ['strategy', 'marketing', 'finance', 'operations', 'hr', 'sales'] as const;
export type CaseArea = (typeof CASE_AREAS)[number];

/**
 * Each area's four specific topics. The spec names none; these are common business-school topics. A topic's value is
 * unique across areas, so a topic of another area is recognisable as such.
 */
export const CASE_AREA_DOMAINS = {
  strategy: [
    { value: 'market_entry', label: 'Thâm nhập thị trường mới' },
    { value: 'growth_strategy', label: 'Chiến lược tăng trưởng' },
    { value: 'competitive_analysis', label: 'Phân tích cạnh tranh' },
    { value: 'mergers_acquisitions', label: 'Mua bán và sáp nhập (M&A)' },
  ],
  marketing: [
    { value: 'brand_positioning', label: 'Định vị thương hiệu' },
    { value: 'digital_marketing', label: 'Marketing số' },
    { value: 'customer_insight', label: 'Thấu hiểu khách hàng' },
    { value: 'pricing_strategy', label: 'Chiến lược giá' },
  ],
  finance: [
    { value: 'financial_statement_analysis', label: 'Phân tích báo cáo tài chính' },
    { value: 'investment_appraisal', label: 'Thẩm định dự án đầu tư' },
    { value: 'cash_flow_management', label: 'Quản trị dòng tiền' },
    { value: 'business_valuation', label: 'Định giá doanh nghiệp' },
  ],
  operations: [
    { value: 'supply_chain', label: 'Quản lý chuỗi cung ứng' },
    { value: 'process_improvement', label: 'Cải tiến quy trình' },
    { value: 'quality_management', label: 'Quản lý chất lượng' },
    { value: 'cost_optimization', label: 'Tối ưu chi phí' },
  ],
  hr: [
    { value: 'recruitment', label: 'Tuyển dụng và thu hút nhân tài' },
    { value: 'performance_management', label: 'Quản lý hiệu suất' },
    { value: 'training_development', label: 'Đào tạo và phát triển' },
    { value: 'organizational_culture', label: 'Văn hóa doanh nghiệp' },
  ],
  sales: [
    { value: 'sales_strategy', label: 'Chiến lược bán hàng' },
    { value: 'key_account_management', label: 'Quản lý khách hàng lớn' },
    { value: 'sales_channels', label: 'Phát triển kênh phân phối' },
    { value: 'negotiation', label: 'Đàm phán và chốt đơn' },
  ],
} as const satisfies Record<CaseArea, readonly CaseOption[]>;
export type CaseDomain = (typeof CASE_AREA_DOMAINS)[CaseArea][number]['value'];

export const CASE_AREA_LABELS: Record<CaseArea, string> = {
  strategy: 'Chiến lược',
  marketing: 'Marketing',
  finance: 'Tài chính',
  operations: 'Vận hành',
  hr: 'Nhân sự',
  sales: 'Bán hàng',
};

//// Industries

export const CASE_INDUSTRIES = ['generic', 'food_beverage', 'real_estate', 'technology', 'finance_banking', 'retail', 'manufacturing', 'healthcare', 'education', 'consulting'] as const;
export type CaseIndustry = (typeof CASE_INDUSTRIES)[number];

export const CASE_INDUSTRY_LABELS: Record<CaseIndustry, string> = {
  generic: 'Tổng quát (mọi ngành)',
  food_beverage: 'Thực phẩm và đồ uống',
  real_estate: 'Bất động sản',
  technology: 'Công nghệ',
  finance_banking: 'Tài chính - Ngân hàng',
  retail: 'Bán lẻ',
  manufacturing: 'Sản xuất',
  healthcare: 'Y tế - Chăm sóc sức khỏe',
  education: 'Giáo dục',
  consulting: 'Tư vấn',
};

/** The areas each industry offers: every industry has the six areas (the spec lists one set). */
export const CASE_INDUSTRY_AREAS: Record<CaseIndustry, readonly CaseArea[]> = {
  generic: CASE_AREAS,
  food_beverage: CASE_AREAS,
  real_estate: CASE_AREAS,
  technology: CASE_AREAS,
  finance_banking: CASE_AREAS,
  retail: CASE_AREAS,
  manufacturing: CASE_AREAS,
  healthcare: CASE_AREAS,
  education: CASE_AREAS,
  consulting: CASE_AREAS,
};

//// The rest of the form

export const CASE_DIFFICULTIES = ['casual', 'advanced', 'expert'] as const;
export type CaseDifficulty = (typeof CASE_DIFFICULTIES)[number];
export const CASE_DIFFICULTY_LABELS: Record<CaseDifficulty, string> = { casual: 'Cơ bản', advanced: 'Nâng cao', expert: 'Chuyên gia' };

export const CASE_DURATIONS = [15, 30, 45] as const;
export type CaseDuration = (typeof CASE_DURATIONS)[number];
/** Questions a case of this many minutes has (spec 2 §9.2). */
export const CASE_DURATION_QUESTIONS: Record<CaseDuration, number> = { 15: 3, 30: 6, 45: 10 };
export const CASE_DURATION_LABELS: Record<CaseDuration, string> = { 15: '15 phút (3 câu)', 30: '30 phút (6 câu)', 45: '45 phút (10 câu)' };

export const CASE_PLAYER_ROLES = ['ceo', 'manager', 'consultant', 'analyst', 'specialist'] as const;
export type CasePlayerRole = (typeof CASE_PLAYER_ROLES)[number];
export const CASE_PLAYER_ROLE_LABELS: Record<CasePlayerRole, string> = {
  ceo: 'CEO - Giám đốc điều hành',
  manager: 'Quản lý',
  consultant: 'Chuyên gia tư vấn',
  analyst: 'Chuyên viên phân tích',
  specialist: 'Chuyên viên',
};

export const CASE_QUESTION_TYPES = ['mcq', 'essay'] as const;
export type CaseQuestionType = (typeof CASE_QUESTION_TYPES)[number];
export const CASE_QUESTION_TYPE_LABELS: Record<CaseQuestionType, string> = { mcq: 'Trắc nghiệm', essay: 'Tự luận' };

/** Counts the form accepts (spec 2 §5.2). */
export const CASE_COUNT_LIMITS = { mcqMax: 20, essayMax: 10 } as const;
export const CASE_TEXT_LIMITS = { title: 200, description: 2_000 } as const;
/** The longest search of one's case list. */
export const CASE_SEARCH_MAX = 200;

/** A new form (spec 2 §9.2). */
export const CASE_FORM_DEFAULTS = { difficulty: 'casual', duration: 15, mcqCount: 2, essayCount: 1, questionTypes: ['mcq', 'essay'] } as const satisfies {
  difficulty: CaseDifficulty;
  duration: CaseDuration;
  mcqCount: number;
  essayCount: number;
  questionTypes: readonly CaseQuestionType[];
};

/** The 'Cài đặt AI' form's defaults (spec 2 §9.2). */
export const CASE_AI_SETTINGS_DEFAULTS = { mcqCount: 5, essayCount: 2 } as const;

/** Default counts of a duration: both types 15 min 2 + 1, 30 min 4 + 2, 45 min 7 + 3; one type only: all of them to it. */
export function defaultCaseCounts(duration: CaseDuration, types: readonly CaseQuestionType[] = CASE_QUESTION_TYPES): { mcqCount: number; essayCount: number } {
  const total = CASE_DURATION_QUESTIONS[duration];
  const mcq = types.includes('mcq');
  const essay = types.includes('essay');
  if (mcq && !essay) return { mcqCount: total, essayCount: 0 };
  if (essay && !mcq) return { mcqCount: 0, essayCount: total };
  if (!mcq && !essay) return { mcqCount: 0, essayCount: 0 };
  const essayCount = Math.round(total / 3);
  return { mcqCount: total - essayCount, essayCount };
}

/** Labelled lists for selects. */
export const caseOptions = <V extends string | number>(values: readonly V[], labels: Record<V, string>): CaseOption<V>[] => values.map((value) => ({ value, label: labels[value] }));

export const isCaseIndustry = (value: unknown): value is CaseIndustry => typeof value === 'string' && (CASE_INDUSTRIES as readonly string[]).includes(value);
export const isCaseArea = (value: unknown): value is CaseArea => typeof value === 'string' && (CASE_AREAS as readonly string[]).includes(value);
export const isCaseDifficulty = (value: unknown): value is CaseDifficulty => typeof value === 'string' && (CASE_DIFFICULTIES as readonly string[]).includes(value);
export const isCaseDuration = (value: unknown): value is CaseDuration => typeof value === 'number' && (CASE_DURATIONS as readonly number[]).includes(value);
export const isCasePlayerRole = (value: unknown): value is CasePlayerRole => typeof value === 'string' && (CASE_PLAYER_ROLES as readonly string[]).includes(value);
export const isCaseQuestionType = (value: unknown): value is CaseQuestionType => typeof value === 'string' && (CASE_QUESTION_TYPES as readonly string[]).includes(value);
/** The area a topic belongs to, or null for a value no area has. */
export const areaOfDomain = (domain: unknown): CaseArea | null =>
  CASE_AREAS.find((area) => (CASE_AREA_DOMAINS[area] as readonly CaseOption[]).some((option) => option.value === domain)) ?? null;
export const domainLabel = (domain: string): string =>
  CASE_AREAS.flatMap((area) => CASE_AREA_DOMAINS[area] as readonly CaseOption[]).find((option) => option.value === domain)?.label ?? domain;

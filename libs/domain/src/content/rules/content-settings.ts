import { DomainError } from '../../shared/decider.js';

/** BACKGROUND_AUDIO (spec 3 §3, §9): enabled, audioUrl, volume 0-1 in steps of 0.01, default 0.5. */
export type BackgroundAudioSetting = { enabled: boolean; audioUrl: string | null; volume: number };
export const BACKGROUND_AUDIO_DEFAULT: BackgroundAudioSetting = { enabled: false, audioUrl: null, volume: 0.5 };
/** REPORT_OVERVIEW: the overview text and its parameter tables (spec 3 §3 "Parameter table"). */
type OverviewTableType = 'quarterly' | 'monthly' | 'yearly';
export type OverviewTable = { id: string; name: string; type: OverviewTableType; data: Record<string, string> };
export type ReportOverviewSetting = { overview: string; tables: OverviewTable[] };

export const CONTENT_SETTING_MESSAGES = {
  volume: 'Âm lượng phải từ 0 đến 1 (bước 0,01)!',
  audioUrl: 'Đường dẫn nhạc nền không hợp lệ!',
  enabled: 'Trạng thái bật nhạc nền phải là đúng hoặc sai!',
  overviewRequired: 'Vui lòng nhập tổng quan!',
  overviewTooLong: 'Tổng quan không được quá 50.000 ký tự!',
  tableNameRequired: 'Vui lòng nhập tên bảng!',
  tableTypeRequired: 'Vui lòng chọn loại bảng!',
  tablesInvalid: 'Danh sách bảng tham số không hợp lệ!',
  notObject: 'Nội dung cài đặt phải là một đối tượng JSON.',
} as const;
const M = CONTENT_SETTING_MESSAGES;
const refuse = (message: string) => new DomainError('INVALID_SETTING', message);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function validBackgroundAudio(raw: unknown): BackgroundAudioSetting {
  if (!isObject(raw)) throw refuse(M.notObject);
  const enabled = raw.enabled ?? BACKGROUND_AUDIO_DEFAULT.enabled;
  if (typeof enabled !== 'boolean') throw refuse(M.enabled);
  const volume = raw.volume ?? BACKGROUND_AUDIO_DEFAULT.volume;
  if (typeof volume !== 'number' || !Number.isFinite(volume) || volume < 0 || volume > 1 || Math.abs(Math.round(volume * 100) - volume * 100) > 1e-6) throw refuse(M.volume);
  const audioUrl = raw.audioUrl === undefined || raw.audioUrl === null || raw.audioUrl === '' ? null : raw.audioUrl;
  if (audioUrl !== null && (typeof audioUrl !== 'string' || audioUrl.length > 2000 || !/^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(audioUrl))) throw refuse(M.audioUrl);
  return { enabled, audioUrl, volume: Math.round(volume * 100) / 100 };
}

const TABLE_TYPES: readonly OverviewTableType[] = ['quarterly', 'monthly', 'yearly'];

export function validReportOverview(raw: unknown): ReportOverviewSetting {
  if (!isObject(raw)) throw refuse(M.notObject);
  const overview = typeof raw.overview === 'string' ? raw.overview.normalize('NFC') : '';
  if (!overview.trim()) throw refuse(M.overviewRequired);
  if (overview.length > 50_000) throw refuse(M.overviewTooLong);
  const tablesRaw = raw.tables ?? [];
  if (!Array.isArray(tablesRaw) || tablesRaw.length > 100) throw refuse(M.tablesInvalid);
  const tables = tablesRaw.map((table, index): OverviewTable => {
    if (!isObject(table)) throw refuse(M.tablesInvalid);
    const name = typeof table.name === 'string' ? table.name.trim() : '';
    if (!name) throw refuse(M.tableNameRequired);
    if (!TABLE_TYPES.includes(table.type as OverviewTableType)) throw refuse(M.tableTypeRequired);
    const data = table.data ?? {};
    if (!isObject(data) || Object.values(data).some((value) => typeof value !== 'string' || value.length > 5000)) throw refuse(M.tablesInvalid);
    return { id: typeof table.id === 'string' && table.id ? table.id.slice(0, 100) : `table-${index + 1}`, name: name.slice(0, 200), type: table.type as OverviewTableType, data: data as Record<string, string> };
  });
  return { ...raw, overview, tables };
}


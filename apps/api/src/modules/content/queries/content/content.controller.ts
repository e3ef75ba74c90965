import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ContentListQuery, type CategoryResponse, type ContentCountsResponse, type ContentRecord, type LearnerContentRecord, type TagOptionsResponse } from '@k9/contracts';
import { CATEGORIES_BY_TYPE, CATEGORY_LISTS, CONTENT_TYPES, stripAnswers } from '@k9/domain';
import { tagVersion } from '../../../../platform/commands/version-tag.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { contentIdParam, contentNotFound, contentRestricted, contentTypeParam, viewerOf } from '../../content-http.js';
import { ContentRepository } from '../../content.repository.js';
import { TaxonomyService } from '../../taxonomy.service.js';
import { ContentListExtensions } from '../../content-list-extensions.js';

/** What a learner receives of a record: no answers, no admin fields (DESIGN §13). */
export function learnerView(record: ContentRecord): LearnerContentRecord {
  const { questionContent, allowed_user_class: _classes, customVoiceText: _voice, modelImprove: _model, isImprove: _improve, improveTime: _time, isSample: _sample, quizContent: _alias, createdBy: _by, updatedBy: _upBy, version: _version, ...rest } = record;
  return { ...rest, questionContent: stripAnswers(questionContent) };
}

/**
 * Reads of the library. Admins read every record (the management screen); anyone else signed in reads what the access
 * rule lets them (published, not skipped, public or open to their class), answers stripped.
 */
@ApiTags('content')
@Controller('api/k9')
@SignedIn()
export class ContentQueriesController {
  constructor(
    private readonly records: ContentRepository,
    private readonly taxonomy: TaxonomyService,
    private readonly extensions: ContentListExtensions,
  ) {}

  @Get('counts')
  @ApiOperation({ summary: 'Số bản ghi published theo loại (huy hiệu các tab); admin: thêm số bản ghi published không học viên nào xem được và số bản ghi mẫu' })
  counts(@CurrentUser() user: SessionUser): Promise<ContentCountsResponse> {
    return this.records.counts(viewerOf(user));
  }

  @Get('tag-options')
  @ApiOperation({ summary: 'TAG1_OPTIONS..TAG4_OPTIONS (category, level, series, chương trình); mặc định của hệ thống được lưu lại khi chưa có' })
  tagOptions(): Promise<TagOptionsResponse> {
    return this.taxonomy.tagOptions();
  }

  @Get('type/:type')
  @ApiOperation({
    summary:
      'Danh sách theo loại (id giảm dần), phân trang, lọc, tìm kiếm không dấu và đếm theo category/level/series/chương trình. ' +
      'Học viên: chỉ bản ghi published, không skip, công khai hoặc thuộc lớp của mình.',
  })
  @ApiOkResponse({ description: 'ContentListResponse: { data, total, page, pageSize, facets }' })
  async list(
    @Param('type') rawType: string,
    @Query() query: ContentListQuery,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    // An admin in the learner area (view=learner) sees what is listed for learners (content-sql tabWhere): published,
    // not skipped, every class; a status asked for there changes nothing.
    const viewer = viewerOf(user);
    const managing = viewer.isAdmin && query.view !== 'learner';
    // Programs match as a set on the management screens (spec 3 §5), by containment for learners (spec 2 §4.6, §5.5).
    const matched = { ...query, tag4Mode: query.tag4Mode ?? (managing ? ('exact' as const) : ('contains' as const)) };
    const listed = viewer.isAdmin && !managing ? { ...matched, status: undefined } : matched;
    const context = { viewer, userId: user.id, query: request.query as Record<string, unknown> };
    const page = await this.records.list(contentTypeParam(rawType), viewer, listed, (params) => this.extensions.where(context, params));
    response.type('application/json');
    return page.json();
  }

  @Get('cid/:cid/type/:type')
  @ApiOperation({ summary: 'Các bản ghi có cùng cid và loại, trong .data (học viên: chỉ những bản ghi được xem, không kèm đáp án)' })
  async byCid(@Param('cid') cid: string, @Param('type') rawType: string, @CurrentUser() user: SessionUser): Promise<{ data: Array<ContentRecord | LearnerContentRecord> }> {
    const type = contentTypeParam(rawType);
    const records = await this.records.byCid(cid.slice(0, 200), type, viewerOf(user));
    return { data: user.isAdmin ? records : records.map(learnerView) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Một bản ghi. Học viên: 404 khi chưa xuất bản, 403 CONTENT_RESTRICTED khi không có quyền xem, đáp án được ẩn' })
  async one(@Param('id') rawId: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<ContentRecord | LearnerContentRecord> {
    const read = await this.records.single(contentIdParam(rawId), viewerOf(user));
    if (!read.found) throw contentNotFound();
    if (!read.readable) throw contentRestricted();
    if (!user.isAdmin) return learnerView(read.record);
    tagVersion(response, read.record.version);
    return read.record;
  }
}

/** GET /api/category (spec 3 §7): the category lists of spec 3 §9. */
@ApiTags('content')
@Controller('api/category')
@SignedIn()
export class CategoryController {
  @Get()
  @ApiOperation({ summary: 'Danh sách category (spec 3 §9), kèm danh sách theo từng loại bản ghi' })
  list(): CategoryResponse {
    const byType = Object.fromEntries(CONTENT_TYPES.map((type) => [type, [...CATEGORIES_BY_TYPE[type]]])) as CategoryResponse['byType'];
    const all = [...new Set([...CATEGORY_LISTS.libraryNews, ...CATEGORY_LISTS.homeNewsLongForm, ...CATEGORY_LISTS.library, ...CATEGORY_LISTS.story])];
    return { data: all, byType, libraryNews: [...CATEGORY_LISTS.libraryNews], storyFormats: [...CATEGORY_LISTS.storyFormats] };
  }
}

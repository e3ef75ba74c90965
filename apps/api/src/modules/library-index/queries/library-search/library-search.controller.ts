import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LibrarySearchQuery, type LibrarySearchResponse } from '@k9/contracts';
import { actorOf } from '../../../ai/ai-http.js';
import { viewerOf } from '../../../content/content-http.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { LibraryIndex } from '../../library-index.js';

/** GET /api/library-index/search: the search port over HTTP, for anyone signed in who reads the library. */
@ApiTags('library-index')
@Controller('api/library-index')
@SignedIn()
export class LibrarySearchController {
  constructor(private readonly index: LibraryIndex) {}

  @Get('search')
  @ApiOperation({
    summary:
      'Tìm trong thư viện (bản ghi: news, báo cáo AI: report): q 1-500 ký tự, k 1-20, threshold 0-1, tables news,report; thiếu thì lấy LIBRARY_SEARCH_SETTING ' +
      '(mặc định k 5, threshold 0,02, cả hai bảng). Kết hợp từ khóa và vector (searchMethod hybrid) khi đã có embedding, không thì chỉ từ khóa (keyword). Tối đa 60 lần mỗi phút mỗi tài khoản (429). Học viên chỉ nhận những gì được xem (đã xuất bản, không skip, công khai hoặc thuộc lớp của mình; báo cáo đã xuất bản).',
  })
  @ApiOkResponse({ description: 'LibrarySearchResponse: { results: [{ sourceId, table, type, chunkText, similarity }], totalFound, searchMethod }' })
  search(@Query() query: LibrarySearchQuery, @CurrentUser() user: SessionUser): Promise<LibrarySearchResponse> {
    // The question's embedding is an AI call recorded in the ledger: an auditor's read writes nothing in their name,
    // so theirs is the system's (issue 36 §4).
    return this.index.search(viewerOf(user), { q: query.q, k: query.k, threshold: query.threshold, tables: query.tables }, user.isAuditor ? null : actorOf(user));
  }
}

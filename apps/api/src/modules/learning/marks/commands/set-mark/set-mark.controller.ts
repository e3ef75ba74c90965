import { applyDecorators, Controller, Delete, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { LearnerMarksResponse } from '@k9/contracts';
import { learnerMarksDecider, learnerMarksStreamId, MARK_LISTS, type LearnerMarkCommand, type MarkList } from '@k9/domain';
import { CommandPath } from '../../../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../../../platform/commands/decider-command.js';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { PersonalWriteLimit } from '../../../../identity/throttle/personal-write-limit.js';
import { MarkedItems } from '../../marked-items.js';
import { assertNoBody, markItemIdParam, markListParam } from '../../marks-http.js';
import { MarksRepository } from '../../marks.repository.js';
import { LEARNER_MARK_PROJECTION } from '../../projections/learner-mark/learner-mark.projection.js';

const MarkParams = () =>
  applyDecorators(
    ApiParam({ name: 'list', enum: MARK_LISTS, description: 'Danh sách; khác năm giá trị này: 400' }),
    ApiParam({ name: 'itemId', type: Number, description: 'Id bài viết (bookmarks_report: id AI Summary); không phải số nguyên dương trong phạm vi: 400' }),
  );
const ANSWER = 'Trả về toàn bộ đánh dấu của người dùng (như GET) sau khi đã ghi; không nhận nội dung (body): có body thì 400.';

/** Bookmarks and read marks (spec 2 §4.4): the signed-in user's own, one id at a time, idempotent. */
@ApiTags('learning')
@Controller('api/learner/marks')
@SignedIn()
export class SetMarkController {
  constructor(
    private readonly commands: CommandPath,
    private readonly items: MarkedItems,
    private readonly marks: MarksRepository,
    private readonly personalWrites: PersonalWriteLimit,
  ) {}

  @Put(':list/:itemId')
  @MarkParams()
  @ApiOperation({
    summary:
      'Thêm id vào danh sách đánh dấu của mình (đã có: không đổi gì). Bài viết phải tồn tại và được xem: không có hoặc đã xóa 404, ' +
      `không có quyền xem 403 CONTENT_RESTRICTED, sai loại cho danh sách 400; tối đa 5.000 id mỗi danh sách (422). ${ANSWER}`,
  })
  @ApiOkResponse({ description: 'LearnerMarksResponse' })
  async add(
    @Param('list', markListParam) list: MarkList,
    @Param('itemId', markItemIdParam) itemId: number,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LearnerMarksResponse> {
    assertNoBody(request);
    await this.items.assertMarkable(list, itemId, user);
    return this.run({ type: 'AddMark', data: { userId: user.id, list, itemId } }, user, request, response);
  }

  @Delete(':list/:itemId')
  @MarkParams()
  @ApiOperation({ summary: `Bỏ id khỏi danh sách đánh dấu của mình (không có: không đổi gì; bài đã xóa vẫn bỏ được). ${ANSWER}` })
  @ApiOkResponse({ description: 'LearnerMarksResponse' })
  async remove(
    @Param('list', markListParam) list: MarkList,
    @Param('itemId', markItemIdParam) itemId: number,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LearnerMarksResponse> {
    assertNoBody(request);
    return this.run({ type: 'RemoveMark', data: { userId: user.id, list, itemId } }, user, request, response);
  }

  /**
   * The stream and the user are the session's: nothing in the request names whose marks change. A mark is a personal
   * write: it counts toward the account's writes a minute, with its settings and templates.
   */
  private async run(command: LearnerMarkCommand, user: SessionUser, request: Request, response: Response): Promise<LearnerMarksResponse> {
    await this.personalWrites.spend(user.id);
    response.setHeader('Cache-Control', 'private, no-cache');
    const data = await this.commands.executeAndRead(new DeciderCommand(learnerMarksDecider, learnerMarksStreamId(user.id), command, metadataFor(request, user)), {
      readModels: [LEARNER_MARK_PROJECTION],
      read: () => this.marks.of(user.id),
    });
    return { data };
  }
}

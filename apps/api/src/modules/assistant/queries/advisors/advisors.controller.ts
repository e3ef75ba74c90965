import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdvisorListResponse } from '@k9/contracts';
import { advisorSummary } from '@k9/domain';
import { SignedIn } from '../../../identity/guards/guards.js';
import { ChatAdvisors } from '../../chat-advisors.js';

/** The advisors and pipelines a learner may choose (issue 29 §3): key, name, description, web search; never a system message. */
@ApiTags('assistant')
@Controller('api/assistant')
@SignedIn()
export class AdvisorsController {
  constructor(private readonly advisors: ChatAdvisors) {}

  @Get('advisors')
  @ApiOperation({ summary: "Danh sách advisor/pipeline cho học viên: key, name, description, enableWebsearch, isPipeline, steps (số bước). Chưa lưu advisor nào: 'Chọn Advisor' / 'Analyst'." })
  async list(): Promise<AdvisorListResponse> {
    return { success: true, data: (await this.advisors.list()).map(advisorSummary) };
  }
}

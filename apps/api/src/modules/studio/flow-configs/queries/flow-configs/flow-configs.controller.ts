import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FlowConfigListResponse } from '@k9/contracts';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { FlowConfigsRepository } from '../../flow-configs.repository.js';

@ApiTags('studio')
@Controller('api/aiGenConfigList')
@AdminOnly()
export class FlowConfigsController {
  constructor(private readonly configs: FlowConfigsRepository) {}

  @Get()
  @ApiOperation({ summary: 'Danh sách cấu hình AI trong .data (id, name, layout, aiConfigs, created_at, user_create, show, version), cũ nhất trước. Chỉ admin.' })
  async list(): Promise<FlowConfigListResponse> {
    return { success: true, data: await this.configs.list() };
  }
}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { provideInfrastructure } from '../platform/infra/infrastructure.js';
import { ProjectionsService } from '../platform/projections/projections.service.js';

/** `npm run projections:rebuild -- <name|all>`: replays read models from the first event. */
async function main() {
  const name = process.argv[2];
  const config = loadConfig({ ...process.env, RUN_PROJECTIONS: 'false' });
  const infrastructure = await provideInfrastructure(config, (line) => console.log(line));
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, ...infrastructure }), { logger: ['error', 'warn'] });
  let code = 0;
  try {
    const projections = app.get(ProjectionsService);
    projections.register();
    const names = name === 'all' ? projections.names() : [name];
    if (!name || names.some((n) => !projections.names().includes(n))) {
      console.error(`Cách dùng: npm run projections:rebuild -- <tên|all>. Các projection: ${projections.names().join(', ')}`);
      code = 2;
    } else {
      for (const each of names) {
        const started = performance.now();
        await projections.rebuild(each);
        console.log(`Đã dựng lại ${each} trong ${((performance.now() - started) / 1000).toFixed(2)} s`);
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await app.close();
    await infrastructure.stop();
  }
  process.exit(code);
}

void main();

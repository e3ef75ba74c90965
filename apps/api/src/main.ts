import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './config/app-config.js';
import { provideInfrastructure } from './platform/infra/infrastructure.js';

async function main() {
  const logger = new Logger('Main');
  const config = loadConfig();
  const infrastructure = await provideInfrastructure(config, (line) => logger.log(line));
  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: đang dừng...`);
    await app?.close().catch((error) => logger.error(error));
    await infrastructure.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    app = await createApp(config, infrastructure, { print: (line) => console.log(`\n${line}\n`) });
    await app.listen(config.port, config.host);
    logger.log(`K9 đang chạy tại http://localhost:${config.port}`);
  } catch (error) {
    logger.error(error instanceof Error ? error.stack : String(error));
    await app?.close().catch(() => undefined);
    await infrastructure.stop();
    process.exit(1);
  }
}

void main();

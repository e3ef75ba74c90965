import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfig } from './config/app-config.js';
import { provideInfrastructure, restartAttempts, type Infrastructure } from './platform/infra/infrastructure.js';

/** After giving up on a dead local server, closing may wait on it: exit anyway after this long. */
const GIVE_UP_STOP_TIMEOUT_MS = 10_000;

async function main() {
  const logger = new Logger('Main');
  const config = loadConfig();
  const attempts = restartAttempts();
  let app: Awaited<ReturnType<typeof createApp>> | null = null;
  let infrastructure: Infrastructure | null = null;
  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${reason}: đang dừng...`);
    if (code !== 0) {
      setTimeout(() => {
        logger.error(`Không dừng được trong ${GIVE_UP_STOP_TIMEOUT_MS / 1000} s: thoát ngay`);
        process.exit(code);
      }, GIVE_UP_STOP_TIMEOUT_MS).unref();
    }
    await app?.close().catch((error) => logger.error(error));
    await infrastructure?.stop();
    process.exit(code);
  };
  const supervisorLogger = new Logger('LocalServices');
  // A PostgreSQL or redis-server started here that dies is started again; when it cannot be, the API exits non-zero
  // (a process manager can then restart everything) rather than answering 500s.
  infrastructure = await provideInfrastructure(config, (line) => logger.log(line), {
    attempts,
    warn: (line) => supervisorLogger.warn(line),
    onGiveUp: (error) => {
      supervisorLogger.error(error.message);
      void stop('Dịch vụ cục bộ không khởi động lại được', 1);
    },
  });
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
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

import { BENCHES } from '../../../platform/benches.js';
import type { ApiContext } from '../../../platform/context.js';
import { FILE_CLAIMS } from '../../storage/file-claims.js';
import { ContentImportModule } from './content-import.module.js';
import { Migration031ContentImports } from './migrations/031-content-imports.js';
import { ContentImportView } from './projections/content-import/content-import.entity.js';

/** Content imports, a part of the content context with its own module, read model, staging table and migration. */
export const contentImportContext: ApiContext = {
  name: 'content-import',
  module: ContentImportModule,
  entities: [ContentImportView],
  migrations: [{ name: '031-content-imports', class: Migration031ContentImports }],
  contributes: [FILE_CLAIMS.with(['ContentImported']), BENCHES.with([{ name: 'content-import', module: 'bench/content-import.bench.mjs', run: 'benchContentImport' }])],
};

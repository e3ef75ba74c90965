import { sqlMigration } from '../../../../platform/database/sql-migration.js';

/** Issue 33 §3: what each OCR summary was made from (its text, which pages came from OCR, the ledger call). */
export const Migration096MarketDocumentExtracts = sqlMigration(
  `CREATE TABLE market_document_extract (
      summary_id integer PRIMARY KEY,
      dataset text NOT NULL,
      row_id text NOT NULL,
      owner_id text NOT NULL,
      text text NOT NULL,
      pages jsonb NOT NULL,
      ocr_pages jsonb NOT NULL,
      ai_call_id text NULL,
      model text NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  `CREATE INDEX market_document_extract_row ON market_document_extract (dataset, row_id)`,
);

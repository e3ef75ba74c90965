import type { MarketRowRecord } from '@k9/contracts';
import { Descriptions } from 'antd';
import { COMPANY_FIELDS, STOCK_TEXT as T } from './stock-screen.messages';
import { TableCard } from './table-card';
import { BLANK } from './units';

/** The company's name, exchange and ICB industries 1-4 (spec 2 §3 "Company info"), with their source. */
export function CompanyInfoTable({ row, narrow }: { row: MarketRowRecord | undefined; narrow: boolean }) {
  return (
    <TableCard title={T.companyInfo} rows={row ? [row] : []}>
      {row ? (
        <Descriptions
          size="small"
          bordered
          column={narrow ? 1 : 2}
          items={COMPANY_FIELDS.map((field) => ({ key: field, label: field, children: row.data[field] === null || row.data[field] === undefined ? BLANK : String(row.data[field]) }))}
        />
      ) : (
        <span style={{ color: '#64748b' }}>{T.empty}</span>
      )}
    </TableCard>
  );
}

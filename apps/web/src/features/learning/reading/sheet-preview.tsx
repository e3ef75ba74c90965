import { read, utils } from '@e965/xlsx';
import { Alert, Segmented, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { READING_TEXT as T } from './reading.messages';

/** Larger workbooks are not read in the browser: download them instead. */
const MAX_BYTES = 20 * 1024 * 1024;
/** Rows read per sheet. */
const MAX_ROWS = 500;

type Sheets = Array<{ name: string; rows: string[][] }>;

async function readWorkbook(url: string): Promise<Sheets> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const bytes = await response.arrayBuffer();
  if (bytes.byteLength > MAX_BYTES) throw new Error('too large');
  // Values as the sheet shows them (raw: false); no formulas run, nothing of the file reaches the page as HTML.
  const workbook = read(bytes, { type: 'array', sheetRows: MAX_ROWS, cellHTML: false, cellFormula: false });
  return workbook.SheetNames.map((name) => ({
    name,
    rows: utils.sheet_to_json<unknown[]>(workbook.Sheets[name], { header: 1, raw: false, blankrows: false, defval: '' }).map((row) => row.map((cell) => String(cell ?? ''))),
  }));
}

/** An Excel file (xls, xlsx) read in the browser with SheetJS: each sheet as a table of its first 500 rows. */
export function SheetPreview({ url }: { url: string }) {
  const [state, setState] = useState<Sheets | 'loading' | 'failed'>('loading');
  const [sheet, setSheet] = useState(0);
  useEffect(() => {
    let live = true;
    readWorkbook(url)
      .then((sheets) => live && setState(sheets))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [url]);
  if (state === 'loading') return <Spin />;
  if (state === 'failed' || state.length === 0) return <Alert type="error" showIcon title={T.documentFailed} />;
  const shown = state[Math.min(sheet, state.length - 1)];
  const width = Math.max(0, ...shown.rows.map((row) => row.length));
  const [head = [], ...rows] = shown.rows;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {state.length > 1 ? <Segmented value={sheet} onChange={setSheet} options={state.map((item, index) => ({ value: index, label: item.name }))} /> : null}
      <Table
        size="small"
        scroll={{ x: true, y: 480 }}
        pagination={false}
        rowKey={(_row, index) => String(index)}
        columns={Array.from({ length: width }, (_, index) => ({ title: head[index] ?? '', dataIndex: index, key: index }))}
        dataSource={rows.map((cells) => Object.fromEntries(cells.map((cell, index) => [index, cell])))}
      />
    </div>
  );
}

import { createRequire } from 'node:module';
import type { Schema, Table } from 'apache-arrow';
import type { VectorChunk, VectorSpace } from './vector-store.js';

/**
 * apache-arrow as LanceDB loads it (its CommonJS build). A table built with the ESM build belongs to another module
 * instance, which LanceDB rebuilds value by value (slowly) and fails to on nested types.
 */
const arrow = createRequire(import.meta.url)('apache-arrow') as typeof import('apache-arrow');

/** Where a space's table keeps its model id: a table name cannot be turned back into it (spaceTableName hashes it). */
export const MODEL_METADATA = 'k9.model';

const classList = () => new arrow.List(new arrow.Field('item', new arrow.Int32(), true));

/** A space's columns, built here rather than inferred from the first rows: an empty class list and the first insert type alike. */
export function spaceSchema(space: VectorSpace): Schema {
  return new arrow.Schema(
    [
      new arrow.Field('source_table', new arrow.Utf8(), false),
      new arrow.Field('source_id', new arrow.Int32(), false),
      new arrow.Field('position', new arrow.Int32(), false),
      new arrow.Field('text_hash', new arrow.Utf8(), false),
      new arrow.Field('published', new arrow.Bool(), false),
      new arrow.Field('skipped', new arrow.Bool(), false),
      new arrow.Field('is_public', new arrow.Bool(), false),
      new arrow.Field('allowed_user_class', classList(), false),
      new arrow.Field('vector', new arrow.FixedSizeList(space.width, new arrow.Field('item', new arrow.Float32(), true)), false),
    ],
    new Map([[MODEL_METADATA, space.model]]),
  ) as unknown as Schema;
}

/** The vector at length 1 (a zero vector stays zero): stored and asked that way, the dot product is the cosine. */
export function unitVector(vector: readonly number[]): number[] {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  return norm > 0 ? vector.map((value) => value / norm) : [...vector];
}

/**
 * Chunks as one Arrow record batch (vectors at unit length), built column by column: the vectors copied once into one Float32Array under a
 * FixedSizeList, the rest from plain arrays. Building it row by row (`makeArrowTable` over objects) took most of a
 * 50,000-chunk rebuild's time.
 */
export function chunksTable(space: VectorSpace, chunks: readonly VectorChunk[]): Table {
  const schema = spaceSchema(space) as unknown as InstanceType<typeof arrow.Schema>;
  const n = chunks.length;
  const flat = new Float32Array(n * space.width);
  chunks.forEach((chunk, i) => flat.set(unitVector(chunk.vector), i * space.width));
  const ints = (values: number[]) => arrow.makeData({ type: new arrow.Int32(), length: n, nullCount: 0, data: Int32Array.from(values) });
  const column = (type: InstanceType<typeof arrow.DataType>, values: unknown[]) => arrow.vectorFromArray(values as never, type as never).data[0];
  const vectorType = schema.fields[8].type as InstanceType<typeof arrow.FixedSizeList>;
  const children = [
    column(new arrow.Utf8(), chunks.map((c) => c.sourceTable)),
    ints(chunks.map((c) => c.sourceId)),
    ints(chunks.map((c) => c.position)),
    column(new arrow.Utf8(), chunks.map((c) => c.textHash)),
    column(new arrow.Bool(), chunks.map((c) => c.published)),
    column(new arrow.Bool(), chunks.map((c) => c.skipped)),
    column(new arrow.Bool(), chunks.map((c) => c.isPublic)),
    column(schema.fields[7].type, chunks.map((c) => c.classIds)),
    arrow.makeData({ type: vectorType, length: n, nullCount: 0, child: arrow.makeData({ type: new arrow.Float32(), length: flat.length, nullCount: 0, data: flat }) }),
  ];
  const batch = new arrow.RecordBatch(schema, arrow.makeData({ type: new arrow.Struct(schema.fields), length: n, nullCount: 0, children }));
  return new arrow.Table(schema, [batch]) as unknown as Table;
}

import { LIBRARY_INDEX_TEXT as TEXT } from '../library-index.messages';
import { EmbeddingCell } from './embedding-cell';

/** The content table's embedding column (spec 3 §4): each row's state and its embed / re-embed action. */
export const embeddingColumn = () => ({
  key: 'embedding',
  title: TEXT.column,
  width: 230,
  render: (_: unknown, row: { id: number }) => <EmbeddingCell id={row.id} />,
});

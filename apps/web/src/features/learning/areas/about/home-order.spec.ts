import { describe, expect, it } from '@jest/globals';
import { orderHomeItems, type HomeOrderFields } from './home-order';

const item = (id: number, fields: Partial<HomeOrderFields> = {}): HomeOrderFields => ({ id, featured: false, homeCategory: 'latest', displayOrder: 1, priority: 'medium', ...fields });
const ids = (items: HomeOrderFields[]) => orderHomeItems(items).map((entry) => entry.id);

describe("ordering of the 'Về {product}' items (spec 3 §3 home-only fields)", () => {
  it('puts featured items first', () => {
    expect(ids([item(1), item(2, { featured: true }), item(3)])).toEqual([2, 3, 1]);
  });

  it('then orders by homeCategory: featured, trending, recommended, latest, popular', () => {
    const items = [item(1, { homeCategory: 'popular' }), item(2, { homeCategory: 'latest' }), item(3, { homeCategory: 'trending' }), item(4, { homeCategory: 'featured' }), item(5, { homeCategory: 'recommended' })];
    expect(ids(items)).toEqual([4, 3, 5, 2, 1]);
  });

  it('then by displayOrder, smallest first', () => {
    expect(ids([item(1, { displayOrder: 30 }), item(2, { displayOrder: 2 }), item(3, { displayOrder: 100 })])).toEqual([2, 1, 3]);
  });

  it('then by priority: high, medium, low', () => {
    expect(ids([item(1, { priority: 'low' }), item(2, { priority: 'high' }), item(3, { priority: 'medium' })])).toEqual([2, 3, 1]);
  });

  it('keeps the order of the keys: featured beats category, category beats displayOrder, displayOrder beats priority', () => {
    const items = [
      item(1, { priority: 'high', displayOrder: 5 }),
      item(2, { displayOrder: 1, priority: 'low' }),
      item(3, { homeCategory: 'trending', displayOrder: 50 }),
      item(4, { featured: true, homeCategory: 'popular', displayOrder: 99, priority: 'low' }),
    ];
    expect(ids(items)).toEqual([4, 3, 2, 1]);
  });

  it('reads missing fields as the defaults (not featured, latest, 1, medium), newest first among equals', () => {
    const blank = (id: number) => ({ id, featured: null, homeCategory: null, displayOrder: null, priority: null });
    expect(ids([blank(1), item(2, { homeCategory: 'popular' }), blank(3), item(4, { homeCategory: 'recommended' })])).toEqual([4, 3, 1, 2]);
    expect(ids([item(1, { homeCategory: 'không rõ' }), item(2, { homeCategory: 'trending' })])).toEqual([2, 1]);
  });

  it('does not change the list it is given', () => {
    const items = [item(1), item(2, { featured: true })];
    orderHomeItems(items);
    expect(items.map((entry) => entry.id)).toEqual([1, 2]);
  });
});

/** One entry of a zip as its headers tell it: the deflated bytes, their CRC-32 and the size they claim unpacked. */
export type DeflatedEntry = { name: string; data: Buffer; crc: number; size: number };

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/** A zip of these deflated entries; `utf8Names` sets the flag that says the names are UTF-8 (Word sets it). */
export function zipOfDeflated(entries: DeflatedEntry[], utf8Names = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const common = [u16(20), u16(utf8Names ? 0x0800 : 0), u16(8), u16(0), u16(0), u32(entry.crc), u32(entry.data.length), u32(entry.size), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, entry.data]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}

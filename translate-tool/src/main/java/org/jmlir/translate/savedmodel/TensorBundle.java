package org.jmlir.translate.savedmodel;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.BundleEntryProto;
import org.jmlir.translate.proto.BundleHeaderProto;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.TensorProto;

/**
 * TensorFlow's tensor bundle, the checkpoint format of a SavedModel's {@code variables/}: an index
 * file (a LevelDB-format table, uncompressed, of tensor name to {@code BundleEntryProto}, with the
 * {@code BundleHeaderProto} under the empty key) and data shards
 * ({@code <prefix>.data-00000-of-00001}) holding each tensor's bytes at the entry's offset.
 * A damaged file is refused with its name and the byte offset where reading failed.
 */
public final class TensorBundle {
  private static final long MAGIC = 0xdb4775248b80fb57L;
  private static final int FOOTER = 48;

  private final Path prefix;
  private final BundleHeaderProto header;
  private final Map<String, BundleEntryProto> entries;

  private TensorBundle(Path prefix, BundleHeaderProto header, Map<String, BundleEntryProto> entries) {
    this.prefix = prefix;
    this.header = header;
    this.entries = entries;
  }

  /** The tensors' entries, by name, in the index's (sorted) order. */
  public Map<String, BundleEntryProto> entries() {
    return entries;
  }

  /** Reads the index {@code <prefix>.index}. */
  public static TensorBundle open(Path prefix) throws TranslateException {
    Path index = Path.of(prefix + ".index");
    byte[] data;
    try {
      data = Files.readAllBytes(index);
    } catch (NoSuchFileException e) {
      throw new TranslateException(index + ": no such file");
    } catch (IOException e) {
      throw new TranslateException(index + ": " + e.getMessage());
    }
    Map<String, byte[]> table = readTable(index, data);
    BundleHeaderProto header = BundleHeaderProto.getDefaultInstance();
    Map<String, BundleEntryProto> entries = new LinkedHashMap<>();
    for (Map.Entry<String, byte[]> e : table.entrySet()) {
      try {
        if (e.getKey().isEmpty()) {
          header = BundleHeaderProto.parseFrom(e.getValue());
        } else {
          entries.put(e.getKey(), BundleEntryProto.parseFrom(e.getValue()));
        }
      } catch (InvalidProtocolBufferException x) {
        throw new TranslateException(index + ": the entry of '" + e.getKey() + "' is not a bundle entry: " + x.getMessage());
      }
    }
    if (header.getEndianness() != BundleHeaderProto.Endianness.LITTLE) {
      throw new TranslateException(index + ": big-endian tensor bundles are not supported");
    }
    return new TensorBundle(prefix, header, entries);
  }

  /** The tensor {@code name} as a TensorProto (its bytes as tensor_content), or null when absent. */
  public TensorProto tensor(String name) throws TranslateException {
    BundleEntryProto e = entries.get(name);
    if (e == null) {
      return null;
    }
    if (e.getSlicesCount() > 0) {
      throw new TranslateException(prefix + ".index: tensor '" + name + "' is stored in slices, which is not supported");
    }
    if (e.getDtype() == DataType.DT_VARIANT || e.getDtype() == DataType.DT_RESOURCE) {
      throw new TranslateException(prefix + ".index: tensor '" + name + "' has type " + e.getDtype().name()
          + ", whose bundle encoding is not supported");
    }
    Path shard = Path.of(String.format("%s.data-%05d-of-%05d", prefix, e.getShardId(), Math.max(1, header.getNumShards())));
    byte[] bytes = new byte[(int) e.getSize()];
    try (var ch = Files.newByteChannel(shard)) {
      long size = ch.size();
      if (e.getOffset() < 0 || e.getOffset() + e.getSize() > size) {
        throw new TranslateException(shard + ": byte offset " + Math.min(size, e.getOffset() + e.getSize())
            + ": tensor '" + name + "' runs past the end of the file (" + size + " bytes)");
      }
      ch.position(e.getOffset());
      java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(bytes);
      while (buf.hasRemaining() && ch.read(buf) > 0) {
        // read fully
      }
    } catch (NoSuchFileException x) {
      throw new TranslateException(shard + ": no such file");
    } catch (IOException x) {
      throw new TranslateException(shard + ": " + x.getMessage());
    }
    if (e.getDtype() == DataType.DT_STRING) {
      return strings(shard, name, e, bytes);
    }
    if (e.getCrc32C() != 0 && Crc32c.masked(bytes) != e.getCrc32C() && Crc32c.value(bytes) != e.getCrc32C()) {
      throw corrupt(shard, e, name);
    }
    return TensorProto.newBuilder().setDtype(e.getDtype()).setTensorShape(e.getShape())
        .setTensorContent(ByteString.copyFrom(bytes)).build();
  }

  private static TranslateException corrupt(Path shard, BundleEntryProto e, String name) {
    return new TranslateException(shard + ": byte offset " + e.getOffset() + ": tensor '" + name
        + "' fails its checksum (the data file is corrupt)");
  }

  /**
   * A string tensor as TensorFlow's bundle writer lays it out: the length of every element as a
   * varint64, a 4-byte masked CRC-32C of those lengths (each taken as a little-endian uint32, or
   * uint64 when it does not fit), then the elements' bytes. The entry's checksum covers the same
   * lengths, the length checksum and the bytes.
   */
  private static TensorProto strings(Path shard, String name, BundleEntryProto e, byte[] bytes)
      throws TranslateException {
    long count = 1;
    for (var d : e.getShape().getDimList()) {
      count *= d.getSize();
    }
    Reader r = new Reader(shard, bytes, 0, bytes.length);
    long[] lengths = new long[(int) Math.max(0, count)];
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    java.nio.ByteBuffer le = java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < lengths.length; i++) {
      lengths[i] = r.varint();
      boolean small = lengths[i] >= 0 && lengths[i] <= 0xffffffffL;
      crc.update(le.clear().putLong(lengths[i]).array(), 0, small ? 4 : 8);
    }
    if (r.pos + 4 > bytes.length) {
      throw new TranslateException(shard + ": byte offset " + (e.getOffset() + r.pos) + ": tensor '" + name
          + "' ends inside its string lengths");
    }
    int lengthCrc = readInt(bytes, r.pos);
    if (lengthCrc != Crc32c.mask((int) crc.getValue())) {
      throw new TranslateException(shard + ": byte offset " + (e.getOffset() + r.pos) + ": tensor '" + name
          + "' fails the checksum of its string lengths (the data file is corrupt)");
    }
    crc.update(bytes, r.pos, 4);
    int at = r.pos + 4;
    TensorProto.Builder t = TensorProto.newBuilder().setDtype(e.getDtype()).setTensorShape(e.getShape());
    for (long n : lengths) {
      if (n < 0 || at + n > bytes.length) {
        throw new TranslateException(shard + ": byte offset " + (e.getOffset() + at) + ": tensor '" + name
            + "' ends inside its string data");
      }
      t.addStringVal(ByteString.copyFrom(bytes, at, (int) n));
      crc.update(bytes, at, (int) n);
      at += (int) n;
    }
    int entryCrc = (int) crc.getValue();
    if (e.getCrc32C() != 0 && Crc32c.mask(entryCrc) != e.getCrc32C() && entryCrc != e.getCrc32C()) {
      throw corrupt(shard, e, name);
    }
    return t.build();
  }

  // ---- the LevelDB table format -----------------------------------------------------------

  private static Map<String, byte[]> readTable(Path file, byte[] data) throws TranslateException {
    if (data.length < FOOTER) {
      throw new TranslateException(file + ": byte offset " + data.length + ": the file is too short for a table footer");
    }
    int footer = data.length - FOOTER;
    long magic = 0;
    for (int i = 7; i >= 0; i--) {
      magic = (magic << 8) | (data[data.length - 8 + i] & 0xff);
    }
    if (magic != MAGIC) {
      throw new TranslateException(file + ": byte offset " + (data.length - 8) + ": not a tensor bundle index (bad table magic)");
    }
    Reader f = new Reader(file, data, footer, data.length - 8);
    f.varint(); // metaindex handle
    f.varint();
    long indexOffset = f.varint();
    long indexSize = f.varint();
    Map<String, byte[]> out = new LinkedHashMap<>();
    for (byte[] handle : readBlock(file, data, indexOffset, indexSize).values()) {
      Reader h = new Reader(file, handle, 0, handle.length);
      long off = h.varint();
      long size = h.varint();
      out.putAll(readBlock(file, data, off, size));
    }
    return out;
  }

  /** The key/value entries of the block at {@code offset} (followed by its 5-byte trailer). */
  private static Map<String, byte[]> readBlock(Path file, byte[] data, long offset, long size) throws TranslateException {
    if (offset < 0 || size < 4 || offset + size + 5 > data.length) {
      throw new TranslateException(file + ": byte offset " + offset + ": a table block lies outside the file");
    }
    int start = (int) offset;
    int end = (int) (offset + size);
    if (data[end] != 0) {
      throw new TranslateException(file + ": byte offset " + end + ": compressed table blocks are not supported");
    }
    int restarts = readInt(data, end - 4);
    int entriesEnd = end - 4 - 4 * restarts;
    if (restarts < 0 || entriesEnd < start) {
      throw new TranslateException(file + ": byte offset " + (end - 4) + ": bad restart count in a table block");
    }
    Map<String, byte[]> out = new LinkedHashMap<>();
    Reader r = new Reader(file, data, start, entriesEnd);
    byte[] key = new byte[0];
    while (!r.done()) {
      int at = r.pos;
      int shared = (int) r.varint();
      int nonShared = (int) r.varint();
      int valueLength = (int) r.varint();
      if (shared > key.length || nonShared < 0 || valueLength < 0 || r.pos + nonShared + valueLength > entriesEnd) {
        throw new TranslateException(file + ": byte offset " + at + ": bad entry in a table block");
      }
      byte[] k = new byte[shared + nonShared];
      System.arraycopy(key, 0, k, 0, shared);
      System.arraycopy(data, r.pos, k, shared, nonShared);
      r.pos += nonShared;
      byte[] v = java.util.Arrays.copyOfRange(data, r.pos, r.pos + valueLength);
      r.pos += valueLength;
      key = k;
      out.put(new String(k, java.nio.charset.StandardCharsets.UTF_8), v);
    }
    return out;
  }

  private static int readInt(byte[] d, int at) {
    return (d[at] & 0xff) | (d[at + 1] & 0xff) << 8 | (d[at + 2] & 0xff) << 16 | (d[at + 3] & 0xff) << 24;
  }

  private static final class Reader {
    final Path file;
    final byte[] data;
    int pos;
    final int end;

    Reader(Path file, byte[] data, int pos, int end) {
      this.file = file;
      this.data = data;
      this.pos = pos;
      this.end = end;
    }

    boolean done() {
      return pos >= end;
    }

    long varint() throws TranslateException {
      long v = 0;
      int at = pos;
      for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= end) {
          throw new TranslateException(file + ": byte offset " + at + ": truncated varint");
        }
        byte b = data[pos++];
        v |= (long) (b & 0x7f) << shift;
        if (b >= 0) {
          return v;
        }
      }
      throw new TranslateException(file + ": byte offset " + at + ": malformed varint");
    }
  }

  /** CRC-32C (Castagnoli) and LevelDB's masking of it, for the entries' checksums. */
  static final class Crc32c {
    private Crc32c() {}

    static int value(byte[] b) {
      java.util.zip.CRC32C c = new java.util.zip.CRC32C();
      c.update(b);
      return (int) c.getValue();
    }

    static int masked(byte[] b) {
      return mask(value(b));
    }

    static int mask(int crc) {
      return ((crc >>> 15) | (crc << 17)) + 0xa282ead8;
    }
  }
}

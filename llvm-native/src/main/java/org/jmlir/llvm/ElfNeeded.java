package org.jmlir.llvm;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code DT_NEEDED} names of a 64-bit little-endian ELF shared object (the libraries it names for
 * the dynamic loader), read from its program headers' dynamic segment: what {@link CachedNatives}
 * needs to link a JNI library's versioned dependencies beside it.
 */
final class ElfNeeded {
  private ElfNeeded() {}

  private static final int PT_LOAD = 1;
  private static final int PT_DYNAMIC = 2;
  private static final long DT_NULL = 0;
  private static final long DT_NEEDED = 1;
  private static final long DT_STRTAB = 5;

  /** The needed names in the file's order; an {@link IOException} when it is not such an ELF file. */
  static List<String> of(Path file) throws IOException {
    ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
    if (b.limit() < 64 || b.getInt(0) != 0x464c457f || b.get(4) != 2 || b.get(5) != 1) {
      throw new IOException(file + ": not a 64-bit little-endian ELF file");
    }
    long phoff = b.getLong(0x20);
    int phentsize = Short.toUnsignedInt(b.getShort(0x36));
    int phnum = Short.toUnsignedInt(b.getShort(0x38));
    long dynOff = -1;
    long dynSize = 0;
    List<long[]> loads = new ArrayList<>(); // {vaddr, offset, filesz}
    for (int i = 0; i < phnum; i++) {
      int h = Math.toIntExact(phoff + (long) i * phentsize);
      int type = b.getInt(h);
      if (type == PT_LOAD) {
        loads.add(new long[] {b.getLong(h + 16), b.getLong(h + 8), b.getLong(h + 32)});
      } else if (type == PT_DYNAMIC) {
        dynOff = b.getLong(h + 8);
        dynSize = b.getLong(h + 32);
      }
    }
    if (dynOff < 0) {
      return List.of();
    }
    List<Long> needed = new ArrayList<>();
    long strtab = -1;
    for (long e = dynOff; e + 16 <= dynOff + dynSize; e += 16) {
      long tag = b.getLong(Math.toIntExact(e));
      long val = b.getLong(Math.toIntExact(e + 8));
      if (tag == DT_NULL) {
        break;
      } else if (tag == DT_NEEDED) {
        needed.add(val);
      } else if (tag == DT_STRTAB) {
        strtab = val;
      }
    }
    long strOff = -1;
    for (long[] load : loads) {
      if (strtab >= load[0] && strtab < load[0] + load[2]) {
        strOff = strtab - load[0] + load[1];
      }
    }
    if (strOff < 0) {
      throw new IOException(file + ": no string table for its dynamic segment");
    }
    List<String> names = new ArrayList<>();
    for (long n : needed) {
      int start = Math.toIntExact(strOff + n);
      int end = start;
      while (b.get(end) != 0) {
        end++;
      }
      names.add(new String(b.array(), start, end - start, StandardCharsets.UTF_8));
    }
    return names;
  }
}

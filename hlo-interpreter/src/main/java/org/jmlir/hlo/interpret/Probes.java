package org.jmlir.hlo.interpret;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * interpreter.probe's files: each probed tensor as a NumPy {@code .npy} file (little-endian, the
 * element's storage bits; i1 as one byte) and one {@code probe_id,type,path} line per probe in
 * {@code index.csv}, as the reference interpreter writes them.
 */
final class Probes {
  private Probes() {}

  static final String INDEX = "index.csv";

  private static int bytesPer(ElementKind k) {
    return k.isBool() ? 1 : Math.max(1, (k.width() + 7) / 8);
  }

  private static String descr(ElementKind k) {
    return switch (k.category()) {
      case BOOL -> "|b1";
      case SIGNED -> "<i" + bytesPer(k);
      case UNSIGNED -> "<u" + bytesPer(k);
      case FLOAT -> bytesPer(k) >= 4 ? "<f" + bytesPer(k) : "<u" + bytesPer(k);
      case COMPLEX -> "<c" + bytesPer(k);
    };
  }

  static void write(Path dir, String probeId, String type, long id, Tensor t) throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(probeId.replaceAll("[^A-Za-z0-9_.-]", "_") + "_" + id + ".npy");
    StringBuilder shape = new StringBuilder("(");
    for (int i = 0; i < t.rank(); i++) {
      shape.append(t.dim(i)).append(t.rank() == 1 ? "," : i + 1 < t.rank() ? ", " : "");
    }
    shape.append(')');
    String header = "{'descr': '" + descr(t.kind()) + "', 'fortran_order': False, 'shape': " + shape + ", }";
    int total = 10 + header.length() + 1;
    int pad = (64 - total % 64) % 64;
    header = header + " ".repeat(pad) + "\n";
    int per = bytesPer(t.kind());
    int lanes = t.kind().lanes();
    byte[] data = new byte[t.size() * per];
    for (int i = 0; i < t.size(); i++) {
      long bits = Elementwise.bits(t, i);
      for (int b = 0; b < per; b++) {
        data[i * per + b] = (byte) (bits >>> (8 * b));
      }
    }
    if (lanes == 2 && per > 8) {
      throw new IOException("cannot serialize complex<f64>");
    }
    byte[] h = header.getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[10 + h.length + data.length];
    out[0] = (byte) 0x93;
    System.arraycopy("NUMPY".getBytes(StandardCharsets.US_ASCII), 0, out, 1, 5);
    out[6] = 1;
    out[7] = 0;
    out[8] = (byte) h.length;
    out[9] = (byte) (h.length >>> 8);
    System.arraycopy(h, 0, out, 10, h.length);
    System.arraycopy(data, 0, out, 10 + h.length, data.length);
    Files.write(file, out);
    Files.writeString(dir.resolve(INDEX), probeId + "," + type + "," + file.toAbsolutePath() + "\n",
        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  static Tensor read(Path file, ElementKind kind, long[] shape) throws IOException {
    byte[] all = Files.readAllBytes(file);
    int hlen = (all[8] & 0xff) | (all[9] & 0xff) << 8;
    int off = 10 + hlen;
    Tensor t = Tensor.zeros(kind, shape);
    int per = bytesPer(kind);
    if (all.length - off < t.size() * per) {
      throw new IOException("short file");
    }
    for (int i = 0; i < t.size(); i++) {
      long bits = 0;
      for (int b = per - 1; b >= 0; b--) {
        bits = bits << 8 | (all[off + i * per + b] & 0xff);
      }
      Elementwise.setBits(t, i, bits);
    }
    return t;
  }
}

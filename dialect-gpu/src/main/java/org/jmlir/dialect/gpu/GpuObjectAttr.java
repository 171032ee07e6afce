package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypePrinter;

/**
 * {@code #gpu.object<#target, properties = {...}, assembly = "...">}: one compiled form of a
 * {@code gpu.module} in a {@code gpu.binary}. The format is {@code offload} (LLVM bitcode),
 * {@code assembly} (PTX), {@code bin} or {@code fatbin} (the default, printed without a keyword).
 * Interned.
 */
public final class GpuObjectAttr implements DialectAttribute {
  /** The formats, by the keyword that prints them ({@code fatbin} prints none). */
  public static final List<String> FORMATS = List.of("offload", "assembly", "bin", "fatbin");

  private record Key(Attribute target, String format, DictionaryAttr properties, String object) {}

  private final Key key;

  private GpuObjectAttr(Key k) {
    this.key = k;
  }

  public static GpuObjectAttr get(MLIRContext ctx, Attribute target, String format, DictionaryAttr properties, String object) {
    return ctx.intern(new Key(target, format, properties, object), GpuObjectAttr::new);
  }

  public Attribute target() {
    return key.target;
  }

  public String format() {
    return key.format;
  }

  /** The properties dictionary, or null. */
  public DictionaryAttr properties() {
    return key.properties;
  }

  /** The object's bytes as a string (PTX text for {@code assembly}). */
  public String object() {
    return key.object;
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    StringBuilder sb = new StringBuilder("object<").append(AttrTypePrinter.toString(key.target));
    if (key.properties != null) {
      sb.append(", properties = ").append(AttrTypePrinter.toString(key.properties));
    }
    sb.append(", ");
    if (!key.format.equals("fatbin")) {
      sb.append(key.format).append(" = ");
    }
    AttrTypePrinter.printString(sb, key.object);
    return sb.append('>').toString();
  }

  @Override
  public String toString() {
    return "#gpu." + body();
  }

  /** Parses the part after {@code #gpu.object}. */
  static GpuObjectAttr parse(AsmParser p) {
    p.parseLess();
    Attribute target = p.parseAttribute(null);
    p.parseComma();
    DictionaryAttr properties = null;
    String format = "fatbin";
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    if ("properties".equals(keyword)) {
      p.parseEqual();
      int at = p.currentOffset();
      if (!(p.parseAttribute(null) instanceof DictionaryAttr d)) {
        throw p.emitError(at, "expected a dictionary attribute");
      }
      properties = d;
      p.parseComma();
      offset = p.currentOffset();
      keyword = p.parseOptionalKeyword();
    }
    if (keyword != null) {
      if (!FORMATS.contains(keyword)) {
        throw p.emitError(offset, "expected one of [offload, assembly, bin, fatbin] for the object format");
      }
      p.parseEqual();
      format = keyword;
    }
    String object = p.parseString();
    p.parseGreater();
    return get(p.context(), target, format, properties, object);
  }
}

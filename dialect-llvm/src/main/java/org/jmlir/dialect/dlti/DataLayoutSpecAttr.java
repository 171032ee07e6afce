package org.jmlir.dialect.dlti;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * {@code #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little">} (also written with
 * {@code #dlti.dl_entry<key, value>} entries): a data layout specification. Keys are types or
 * strings.
 */
public final class DataLayoutSpecAttr implements DialectAttribute {
  /** One entry: a type key or a string key, and its value. */
  public record Entry(Object key, Attribute value) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Entry k
          && java.util.Objects.equals(key, k.key)
          && java.util.Objects.equals(value, k.value);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(key) + java.util.Objects.hashCode(value);
    }
  }

  private record Key(List<Entry> entries) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(entries, k.entries);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(entries);
    }
  }

  private final List<Entry> entries;
  private final String body;

  private DataLayoutSpecAttr(Key k) {
    this.entries = k.entries;
    StringBuilder sb = new StringBuilder("dl_spec<");
    for (int i = 0; i < entries.size(); i++) {
      Entry e = entries.get(i);
      sb.append(i > 0 ? ", " : "");
      sb.append(keyText(e.key())).append(" = ");
      sb.append(AttrTypeText.attribute(e.value()));
    }
    this.body = sb.append('>').toString();
  }

  /** An entry's key as printed: the type, or the quoted string. */
  public static String keyText(Object key) {
    return key instanceof Type t
        ? AttrTypeText.type(t)
        : "\"" + ((String) key).replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /** An entry as MLIR prints it alone: {@code #dlti.dl_entry<i32, dense<32> : vector<2xi64>>}. */
  public static String entryText(Entry e) {
    return "#dlti.dl_entry<" + keyText(e.key()) + ", " + AttrTypeText.attribute(e.value()) + ">";
  }

  /** The value of the entry keyed {@code key} (a type or a string), or null. */
  public Attribute get(Object key) {
    for (Entry e : entries) {
      if (e.key().equals(key)) {
        return e.value();
      }
    }
    return null;
  }

  public static DataLayoutSpecAttr get(MLIRContext ctx, List<Entry> entries) {
    return ctx.intern(new Key(List.copyOf(entries)), DataLayoutSpecAttr::new);
  }

  public List<Entry> entries() {
    return entries;
  }

  /** The {@code index} entry's bit width, or 0 when there is none. */
  public int indexBitwidth() {
    for (Entry e : entries) {
      if (e.key() instanceof IndexType && e.value() instanceof IntegerAttr i) {
        return (int) i.longValue();
      }
    }
    return 0;
  }

  @Override
  public String dialectNamespace() {
    return DltiDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#dlti." + body;
  }
}

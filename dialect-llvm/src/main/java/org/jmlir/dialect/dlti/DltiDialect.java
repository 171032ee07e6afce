package org.jmlir.dialect.dlti;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The DLTI dialect's data layout specification ({@code #dlti.dl_spec}), which the lowerings to
 * llvm read the index bit width from. Other DLTI attributes are not modelled.
 */
public final class DltiDialect extends Dialect {
  public static final String NAMESPACE = "dlti";

  /** The module attribute holding the spec. */
  public static final String DL_SPEC = "dlti.dl_spec";

  public DltiDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of();
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser p, Type type) {
    int at = p.currentOffset();
    String mnemonic = p.parseOptionalKeyword();
    if ("dl_spec".equals(mnemonic)) {
      List<DataLayoutSpecAttr.Entry> entries = new ArrayList<>();
      p.parseLess();
      if (!p.parseOptionalGreater()) {
        do {
          Attribute a = p.parseOptionalAttribute(null);
          if (a instanceof DataLayoutSpecAttr single && single.entries().size() == 1) {
            entries.add(single.entries().get(0));
            continue;
          }
          Object key =
              a instanceof org.jmlir.ir.attr.StringAttr s
                  ? s.value()
                  : a instanceof org.jmlir.ir.attr.TypeAttr t ? t.value() : p.parseType();
          p.parseEqual();
          entries.add(new DataLayoutSpecAttr.Entry(key, p.parseAttribute(null)));
        } while (p.parseOptionalComma());
        p.parseGreater();
      }
      return DataLayoutSpecAttr.get(p.context(), entries);
    }
    if ("dl_entry".equals(mnemonic)) {
      p.parseLess();
      String s = p.parseOptionalString();
      Object key = s != null ? s : p.parseType();
      p.parseComma();
      Attribute v = p.parseAttribute(null);
      p.parseGreater();
      // A lone entry is kept as a one-entry spec, which dl_spec flattens.
      return DataLayoutSpecAttr.get(p.context(), List.of(new DataLayoutSpecAttr.Entry(key, v)));
    }
    throw p.emitError(at, "unknown DLTI attribute: " + p.fullSpec());
  }

  /** The index bit width the nearest enclosing data layout gives, or 0. */
  public static int indexBitwidth(Operation op) {
    for (Operation cur = op; cur != null; cur = cur.parentOp()) {
      if (cur.attr(DL_SPEC) instanceof DataLayoutSpecAttr spec && spec.indexBitwidth() != 0) {
        return spec.indexBitwidth();
      }
    }
    return 0;
  }
}

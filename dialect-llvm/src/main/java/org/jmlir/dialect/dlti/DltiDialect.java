package org.jmlir.dialect.dlti;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
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
          if (a == null) {
            // Neither an entry nor a key (a trailing comma before '>'): MLIR's wording and place.
            a = p.parseAttribute(null);
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
      java.util.Set<Object> keys = new java.util.HashSet<>();
      for (DataLayoutSpecAttr.Entry e : entries) {
        if ("".equals(e.key())) {
          throw p.emitError(at, "empty string as DLTI key is not allowed");
        }
        if (!keys.add(e.key())) {
          throw p.emitError(at, "repeated DLTI key: " + DataLayoutSpecAttr.keyText(e.key()));
        }
      }
      return DataLayoutSpecAttr.get(p.context(), entries);
    }
    if ("function_pointer_alignment".equals(mnemonic)) {
      p.parseLess();
      long alignment = p.parseInteger().longValue();
      p.parseComma();
      p.parseKeyword("function_dependent");
      p.parseEqual();
      String b = p.parseOptionalKeyword(List.of("true", "false"));
      if (b == null) {
        throw p.emitError("expected 'true' or 'false'");
      }
      p.parseGreater();
      return FunctionPointerAlignmentAttr.get(p.context(), alignment, b.equals("true"));
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

  /** MLIR's checks of a module's {@code dlti.dl_spec} (DLTI's verifyOperationAttribute). */
  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    if (!attr.name().equals(DL_SPEC)) {
      return true;
    }
    if (!(attr.value() instanceof DataLayoutSpecAttr spec)) {
      return op.emitError("'" + DL_SPEC + "' is expected to be a #dlti.dl_spec attribute").report();
    }
    if (!op.name().equals("builtin.module")) {
      return true;
    }
    String error = DataLayouts.verify(spec);
    return error == null || op.context().diagnostics().emitError(op.location(), error);
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

package org.jmlir.ir.builtin;

import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;

/**
 * {@code builtin.module}: a symbol table holding one block of ops, printed as
 * {@code module @name attributes {...} { ... }}.
 */
public final class ModuleOp extends Operation implements BuiltinOp {
  public static final OpDef DEF =
      OpSpec.define("builtin.module", ModuleOp::new)
          .optionalAttr("sym_name", AttrConstraint.SYMBOL_NAME)
          .optionalAttr("sym_visibility", AttrConstraint.STRING)
          .sizedRegion("bodyRegion", 1)
          .traits(
              Trait.ISOLATED_FROM_ABOVE,
              Trait.NO_REGION_ARGUMENTS,
              Trait.NO_TERMINATOR,
              Trait.SINGLE_BLOCK,
              Trait.SYMBOL_TABLE,
              Trait.GRAPH_REGION)
          .format("($sym_name^)? attr-dict-with-keyword $bodyRegion")
          .verifier(ModuleOp::verify)
          .defaultDialect(BuiltinDialect.NAMESPACE)
          .build();

  private ModuleOp() {}

  /** The module's name, or null. */
  public String symName() {
    Attribute a = inherentAttr("sym_name");
    return a instanceof StringAttr s ? s.value() : null;
  }

  public Region bodyRegion() {
    return region(0);
  }

  public Block body() {
    return region(0).front();
  }

  /** Matches mlir-opt 22: discardable attributes on a module need a dialect prefix. */
  private static boolean verify(Operation op) {
    for (NamedAttribute a : op.attributes().entries()) {
      if (a.name().indexOf('.') < 0) {
        return op.emitOpError("can only contain attributes with dialect-prefixed names, found: '" + a.name() + "'")
            .report();
      }
    }
    return true;
  }
}

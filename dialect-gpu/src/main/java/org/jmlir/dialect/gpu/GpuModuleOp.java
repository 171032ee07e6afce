package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.AsmParser;

/**
 * {@code gpu.module @name [targets] attributes {...} { ... }}: the code compiled for a device, a
 * symbol table of {@code gpu.func}s and other device code.
 */
public final class GpuModuleOp extends Operation {
  /** A non-empty array of target attributes (GPUNonEmptyTargetArrayAttr). */
  static final AttrConstraint TARGETS =
      new AttrConstraint(
          "array of GPU target attributes with at least 1 elements",
          a -> a instanceof ArrayAttr arr && arr.size() > 0,
          null,
          GpuModuleOp::parseOptionalTargets,
          null);

  /** {@code [#target, ...]} when the next token is {@code [} (a {@code {} starts the attribute dictionary). */
  private static Attribute parseOptionalTargets(AsmParser p) {
    if (!p.parseOptionalLSquare()) {
      return null;
    }
    List<Attribute> targets = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        targets.add(p.parseAttribute(null));
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    return ArrayAttr.get(p.context(), targets);
  }

  public static final OpDef DEF =
      OpSpec.define("gpu.module", GpuModuleOp::new)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .optionalAttr("targets", TARGETS)
          .optionalAttr("offloadingHandler", AttrConstraint.ANY)
          .sizedRegion("bodyRegion", 1)
          .traits(
              Trait.ISOLATED_FROM_ABOVE,
              Trait.NO_REGION_ARGUMENTS,
              Trait.SYMBOL_TABLE,
              Trait.SYMBOL,
              Trait.SINGLE_BLOCK,
              Trait.NO_TERMINATOR)
          .format("$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion")
          .regionVerifier(op -> org.jmlir.dialect.nvvm.NvvmTargetCheck.verify(op, ((GpuModuleOp) op).targets()))
          .build();

  private GpuModuleOp() {}

  public String symName() {
    return inherentAttr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  /** The target attributes, or null. */
  public ArrayAttr targets() {
    Attribute a = inherentAttr("targets");
    return a instanceof ArrayAttr arr ? arr : null;
  }
}

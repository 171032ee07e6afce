package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/** {@code memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32}. */
public final class AtomicRMWOp extends Operation implements MemRefOp {
  /** arith's AtomicRMWKind cases, in case-number order. */
  public static final List<String> KINDS =
      List.of(
          "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins",
          "minu", "mulf", "muli", "ori", "xori");

  static final AttrConstraint KIND =
      CommonAttrs.i64Enum("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
          "AtomicRMWKind", "kind", KINDS);

  public static final OpDef DEF =
      OpSpec.define("memref.atomic_rmw", AtomicRMWOp::new)
          .attr("kind", KIND)
          .operand("value", ShapedConstraints.SIGNLESS_INT_OR_FLOAT)
          .operand("memref", ShapedConstraints.MEMREF_OF_INT_OR_FLOAT)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.SIGNLESS_INT_OR_FLOAT)
          .allTypesMatch("value", "result")
          .typesMatchWith("value type matches element type of memref", "memref", "value", MemRefOps::elementTypeOf)
          .customDirective("indices", IndexOperands.list("indices"))
          .format(
              "$kind $value `,` $memref `[` custom<indices>($indices) `]` attr-dict `:` `(` type($value) `,`"
                  + " type($memref) `)` `->` type($result)")
          .verifier(AtomicRMWOp::verify)
          .build();

  private AtomicRMWOp() {}

  private static boolean verify(Operation op) {
    if (((MemRefType) op.operand(1).type()).rank() != op.numOperands() - 2) {
      return op.emitOpError("expects the number of subscripts to be equal to memref rank").report();
    }
    String kind = KINDS.get((int) ((IntegerAttr) op.inherentAttr("kind")).longValue());
    Type t = op.operand(0).type();
    switch (kind) {
      case "addf", "maximumf", "minimumf", "mulf", "maxnumf", "minnumf" -> {
        if (!(t instanceof FloatType)) {
          return op.emitOpError("with kind '" + kind + "' expects a floating-point type").report();
        }
      }
      case "addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi" -> {
        if (!(t instanceof IntegerType)) {
          return op.emitOpError("with kind '" + kind + "' expects an integer type").report();
        }
      }
      default -> {}
    }
    return true;
  }
}

package org.jmlir.dialect.linalg;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;

/** {@code %i = linalg.index 0 : index}: the current iteration index of loop {@code dim}. */
public final class LinalgIndexOp extends Operation {
  public static final OpDef DEF =
      OpSpec.define("linalg.index", LinalgIndexOp::new)
          .attr(
              "dim",
              AttrConstraint.of(
                  "64-bit signless integer attribute whose minimum value is 0",
                  a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.width() == 64 && i.longValue() >= 0))
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(org.jmlir.ir.parse.OpAsmParser p, org.jmlir.ir.OperationState state) {
                  long dim = p.parseInteger().longValue();
                  state.addAttribute("dim", IntegerAttr.get(p.context(), IntegerType.get(p.context(), 64), dim));
                  p.parseOptionalAttrDict(state.attributes);
                  state.addType(p.parseColonType());
                }

                @Override
                public void print(Operation op, org.jmlir.ir.print.OpAsmPrinter p) {
                  p.print(" " + ((LinalgIndexOp) op).dim());
                  p.printOptionalAttrDict(op.attrDictionary().entries(), java.util.List.of("dim"));
                  p.print(" : ");
                  p.printType(op.result(0).type());
                }
              })
          .verifier(LinalgIndexOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LinalgIndexOp::fold)
          .build();

  private LinalgIndexOp() {}

  public long dim() {
    return ((IntegerAttr) attr("dim")).longValue();
  }

  /** MLIR's IndexOp::fold: the index of a loop whose static range is 1 is 0. */
  private static java.util.List<org.jmlir.ir.rewrite.OpFoldResult> fold(Operation op, java.util.List<org.jmlir.ir.attr.Attribute> constants) {
    if (!(op.parentOp() instanceof LinalgOp l)) {
      return null;
    }
    long dim = ((LinalgIndexOp) op).dim();
    java.util.List<org.jmlir.ir.affine.AffineMap> maps = l.indexingMaps();
    java.util.List<org.jmlir.ir.Value> operands = l.operands();
    for (int i = 0; i < maps.size() && i < operands.size(); i++) {
      if (!(operands.get(i).type() instanceof org.jmlir.ir.type.ShapedType t) || !t.hasRank()) {
        continue;
      }
      java.util.List<org.jmlir.ir.affine.AffineExpr> results = maps.get(i).results();
      for (int k = 0; k < results.size(); k++) {
        if (results.get(k) instanceof org.jmlir.ir.affine.AffineDimExpr d && d.position() == dim) {
          long size = t.shape()[k];
          if (size == 1) {
            return java.util.List.of(org.jmlir.ir.rewrite.OpFoldResult.of(
                IntegerAttr.get(op.context(), org.jmlir.ir.type.IndexType.get(op.context()), 0)));
          }
          return null;
        }
      }
    }
    return null;
  }

  private static boolean verify(Operation op) {
    Operation parent = op.parentOp();
    if (!(parent instanceof LinalgOp l)) {
      return op.emitOpError("expected parent op with LinalgOp interface").report();
    }
    long dim = ((LinalgIndexOp) op).dim();
    if (l.numLoops() <= dim) {
      return op.emitOpError(
              "expected dim (" + dim + ") to be lower than the number of loops (" + l.numLoops()
                  + ") of the enclosing LinalgOp")
          .report();
    }
    return true;
  }
}

package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.affine.IntegerSet;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerSetAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = affine.if #set(%d)[%s] -> f32 { ... } else { ... }}: runs the then region when the
 * integer set holds for the operands, else the (optional) else region; results come from their
 * {@code affine.yield}s.
 */
public final class AffineIfOp extends Operation {
  private static final List<String> ELIDED = List.of("condition");

  public static final OpDef DEF =
      OpSpec.define("affine.if", AffineIfOp::new)
          .variadicOperand("operands", TypeConstraint.ANY)
          .attr("condition", AttrConstraint.of("IntegerSet attribute", a -> a instanceof IntegerSetAttr))
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("thenRegion", 1)
          .region("elseRegion")
          .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.NO_REGION_ARGUMENTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseIf(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printIf(op, p);
                }
              })
          .verifier(AffineIfOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineFolds::foldIf)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.ifOp())
          .build();

  private AffineIfOp() {}

  public IntegerSet condition() {
    return ((IntegerSetAttr) attr("condition")).set();
  }

  private static void parseIf(OpAsmParser p, OperationState state) {
    int offset = p.currentOffset();
    Attribute a = p.parseAttribute(null);
    if (!(a instanceof IntegerSetAttr setAttr)) {
      throw p.emitError(offset, "invalid kind of attribute specified");
    }
    state.addAttribute("condition", setAttr);
    int numDims = DimAndSymbolList.parse(p, state.operands);
    IntegerSet set = setAttr.set();
    if (set.numDims() != numDims) {
      throw p.emitError(p.nameOffset(), "dim operand count and integer set dim count must match");
    }
    if (set.numDims() + set.numSymbols() != state.operands.size()) {
      throw p.emitError(p.nameOffset(), "symbol operand count and integer set symbol count must match");
    }
    List<Type> results = new ArrayList<>();
    p.parseOptionalArrowTypeList(results);
    state.addTypes(results);
    Region thenRegion = state.addRegion();
    p.parseRegion(thenRegion, List.of(), false);
    AffineYieldOp.ensureIn(p, thenRegion);
    Region elseRegion = state.addRegion();
    if (p.parseOptionalKeyword("else")) {
      p.parseRegion(elseRegion, List.of(), false);
      AffineYieldOp.ensureIn(p, elseRegion);
    }
    p.parseOptionalAttrDict(state.attributes);
  }

  private static void printIf(Operation op, OpAsmPrinter p) {
    IntegerSet set = ((IntegerSetAttr) op.attr("condition")).set();
    p.print(' ');
    p.printAttribute(op.attr("condition"));
    DimAndSymbolList.print(p, op.operands(), Math.min(set.numDims(), op.numOperands()));
    List<Type> types = op.resultTypes();
    if (!types.isEmpty()) {
      p.print(" -> ");
      if (types.size() == 1 && !(types.get(0) instanceof org.jmlir.ir.type.FunctionType)) {
        p.printType(types.get(0));
      } else {
        p.print('(');
        for (int i = 0; i < types.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printType(types.get(i));
        }
        p.print(')');
      }
    }
    boolean terminators = op.numResults() > 0;
    p.print(' ');
    p.printRegion(op.region(0), false, terminators, false);
    if (!op.region(1).isEmpty()) {
      p.print(" else ");
      p.printRegion(op.region(1), false, terminators, false);
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  private static boolean verify(Operation op) {
    IntegerSet set = ((IntegerSetAttr) op.attr("condition")).set();
    if (op.numOperands() != set.numDims() + set.numSymbols()) {
      return op.emitOpError("operand count and condition integer set dimension and symbol count must match").report();
    }
    return AffineValidity.verifyDimsAndSymbols(op, op.operands(), set.numDims());
  }
}

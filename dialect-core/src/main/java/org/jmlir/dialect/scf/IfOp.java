package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.if %c -> (f32) { ... } else { ... }}: a two-way conditional; the else region may
 * be empty when the op has no results. Implicit {@code scf.yield}s are elided without results.
 */
public final class IfOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.if", IfOp::new)
          .operand("condition", TypeConstraint.I1)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("thenRegion", 1)
          .region("elseRegion")
          .traits(Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.RECURSIVELY_SPECULATABLE)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  UnresolvedOperand cond = p.parseOperand();
                  state.addOperand(p.resolveOperand(cond, IntegerType.get(p.context(), 1)));
                  List<Type> types = new ArrayList<>();
                  p.parseOptionalArrowTypeList(types);
                  state.addTypes(types);
                  Region thenRegion = state.addRegion();
                  Region elseRegion = state.addRegion();
                  p.parseRegion(thenRegion, List.of(), false);
                  ScfSyntax.ensureTerminator(thenRegion, YieldOp.DEF, p, ScfSyntax.nameLocation(p));
                  if (p.parseOptionalKeyword("else")) {
                    p.parseRegion(elseRegion, List.of(), false);
                    ScfSyntax.ensureTerminator(elseRegion, YieldOp.DEF, p, ScfSyntax.nameLocation(p));
                  }
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  p.printOperand(op.operand(0));
                  boolean terminators = op.numResults() > 0;
                  if (terminators) {
                    p.print(" -> (");
                    ScfSyntax.printTypes(p, op.resultTypes());
                    p.print(')');
                  }
                  p.print(' ');
                  p.printRegion(op.region(0), false, terminators, false);
                  if (!op.region(1).isEmpty()) {
                    p.print(" else ");
                    p.printRegion(op.region(1), false, terminators, false);
                  }
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                }
              })
          .verifier(IfOp::verify)
          .regionVerifier(IfOp::verifyRegions)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(new ScfPatterns.CombineIfs(), new ScfPatterns.ConditionPropagation(), new ScfPatterns.ConvertTrivialIfToSelect(), new ScfPatterns.RemoveEmptyElseBranch(), new ScfPatterns.RemoveStaticCondition(), new ScfPatterns.RemoveUnusedResults(), new ScfPatterns.ReplaceIfYieldWithConditionOrValue())))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, ScfPatterns::foldIf)
          .build();

  private IfOp() {}

  public Value condition() {
    return operand(0);
  }

  public Region thenRegion() {
    return region(0);
  }

  public Region elseRegion() {
    return region(1);
  }

  private static boolean verify(Operation op) {
    if (op.numResults() != 0 && op.region(1).isEmpty()) {
      return op.emitOpError("must have an else block if defining values").report();
    }
    return true;
  }

  private static boolean verifyRegions(Operation op) {
    List<Type> results = op.resultTypes();
    return ScfChecks.verifyYieldsTo(op, op.region(0), "parent", results)
        && ScfChecks.verifyYieldsTo(op, op.region(1), "parent", results);
  }
}

package org.jmlir.dialect.scf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = scf.while (%a = %init) : (f32) -> f32 { scf.condition(%c) %a : f32 } do { ... }}: a
 * loop whose "before" region computes the condition and whose "after" region is the body.
 */
public final class WhileOp extends Operation implements ScfOp {
  public static final OpDef DEF =
      OpSpec.define("scf.while", WhileOp::new)
          .variadicOperand("inits", TypeConstraint.ANY)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("before", 1)
          .sizedRegion("after", 1)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseWhile(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  WhileOp w = (WhileOp) op;
                  ScfSyntax.printInitializationList(p, w.beforeArguments(), op.operands(), " ");
                  p.print(" : ");
                  p.printFunctionalType(op.operandTypes(), op.resultTypes());
                  p.print(' ');
                  p.printRegion(op.region(0), false, true, false);
                  p.print(" do ");
                  p.printRegion(op.region(1));
                  p.printOptionalAttrDictWithKeyword(op.attrDictionary().entries(), List.of());
                }
              })
          .verifier(WhileOp::verify)
          .regionVerifier(WhileOp::verifyRegions)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  java.util.List.of(new ScfPatterns.RemoveLoopInvariantArgsFromBeforeBlock(), new ScfPatterns.RemoveLoopInvariantValueYielded(), new ScfPatterns.WhileConditionTruth(), new ScfPatterns.WhileUnusedResult(), new ScfPatterns.WhileRemoveUnusedArgs())))
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .build();

  private WhileOp() {}

  public Region before() {
    return region(0);
  }

  public Region after() {
    return region(1);
  }

  public List<BlockArgument> beforeArguments() {
    return before().isEmpty() ? List.of() : before().front().arguments();
  }

  private static void parseWhile(OpAsmParser p, OperationState state) {
    List<Argument> args = new ArrayList<>();
    List<UnresolvedOperand> operands = new ArrayList<>();
    ScfSyntax.parseOptionalAssignmentList(p, args, operands);
    int typeOffset = p.currentOffset();
    p.parseColon();
    Type t = p.parseType();
    if (!(t instanceof FunctionType fn)) {
      throw p.emitError(
          typeOffset, "invalid kind of type specified: expected builtin.function, but found '" + Texts.type(t) + "'");
    }
    state.addTypes(fn.results());
    if (fn.inputs().size() != operands.size()) {
      throw p.emitError(
          typeOffset,
          "expected as many input types as operands (expected " + operands.size() + " got " + fn.inputs().size() + ")");
    }
    p.resolveOperands(operands, fn.inputs(), p.currentOffset(), state.operands);
    Region before = state.addRegion();
    Region after = state.addRegion();
    p.parseRegion(before, ScfSyntax.typed(args, fn.inputs()), false);
    p.parseKeyword("do");
    p.parseRegion(after, List.of(), false);
    p.parseOptionalAttrDictWithKeyword(state.attributes);
  }

  private static boolean verify(Operation op) {
    return terminatedBy(op, op.region(0), ConditionOp.class, "expects the 'before' region to terminate with 'scf.condition'")
        && terminatedBy(op, op.region(1), YieldOp.class, "expects the 'after' region to terminate with 'scf.yield'");
  }

  /** MLIR's verifyAndGetTerminator, with its "terminator here" note. */
  private static boolean terminatedBy(Operation op, Region r, Class<?> kind, String message) {
    Operation t = ScfChecks.terminator(r);
    if (kind.isInstance(t)) {
      return true;
    }
    var diag = op.emitOpError(message);
    if (t != null) {
      diag.attachNote(t.location(), "terminator here");
    }
    return diag.report();
  }

  private static boolean verifyRegions(Operation op) {
    WhileOp w = (WhileOp) op;
    if (!ScfChecks.verifyEdge(
        op, "parent", op.location(), op.operands(), "Region #0", ScfChecks.typesOf(w.beforeArguments()))) {
      return false;
    }
    Operation cond = ScfChecks.terminator(w.before());
    Operation yield = ScfChecks.terminator(w.after());
    if (cond instanceof ConditionOp c) {
      List<Value> args = c.args();
      List<Type> afterTypes = ScfChecks.typesOf(w.after().front().arguments());
      if (!ScfChecks.verifyEdge(op, cond, args, "Region #1", afterTypes)
          || !ScfChecks.verifyEdge(op, cond, args, "parent", op.resultTypes())) {
        return false;
      }
    }
    if (yield instanceof YieldOp) {
      return ScfChecks.verifyEdge(op, yield, yield.operands(), "Region #0", ScfChecks.typesOf(w.beforeArguments()));
    }
    return true;
  }
}

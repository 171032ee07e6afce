package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %outputs, %control = tf_executor.island(%ctl) { ... tf_executor.yield %v : t }}: wraps
 * ops of other dialects in a graph. Its operands are control inputs; its results are the yielded
 * values plus a control result. An island whose body is one op forwarding all its results prints
 * as {@code tf_executor.island wraps "tf.Op"(...) ...} when it has no attributes and the op, the
 * yield and the island share a location.
 */
public final class IslandOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.island";

  public static final OpDef DEF =
      OpSpec.define(NAME, IslandOp::new)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .variadicResult("outputs", TypeConstraint.ANY)
          .result("control", TfExecutorChecks.CONTROL)
          .sizedRegion("body", 1)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  Type control = TfExecutorType.control(ctx);
                  int loc = p.currentOffset();
                  List<UnresolvedOperand> ops = p.parseOperandList(Delimiter.OPTIONAL_PAREN, -1);
                  p.resolveOperands(ops, java.util.Collections.nCopies(ops.size(), control), loc, state.operands);
                  Region body = state.addRegion();
                  if (p.parseOptionalKeyword("wraps")) {
                    Block block = new Block();
                    body.addBlock(block);
                    Operation wrapped = p.parseGenericOperation(block);
                    block.append(YieldOp.create(ctx, wrapped.location(), wrapped.results()));
                    state.location = wrapped.location();
                  } else {
                    p.parseRegion(body, List.of(), false);
                  }
                  TfExecutorChecks.ensureTerminator(body, () -> YieldOp.create(ctx, state.location, List.of()));
                  state.addTypes(body.back().last().operandTypes());
                  state.addType(control);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  if (op.numOperands() > 0) {
                    p.print('(');
                    p.printOperands(op.operands());
                    p.print(')');
                  }
                  IslandOp island = (IslandOp) op;
                  if (op.attributes().isEmpty() && island.wrapsSingleOp()) {
                    Operation wrapped = island.body().first();
                    if (wrapped.location().equals(op.location()) && island.yield().location().equals(op.location())) {
                      p.print(" wraps ");
                      p.printGenericOp(wrapped);
                      return;
                    }
                  }
                  p.print(' ');
                  p.printRegion(op.region(0));
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .resultNamer(
              (op, setter) -> {
                int n = op.numResults();
                if (n > 1) {
                  setter.setName(op.result(0), "outputs");
                }
                setter.setName(op.result(n - 1), "control");
              })
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(
                      new TfExecutorPatterns.DropEmptyIslandNoOperandNoDataResult(),
                      new TfExecutorPatterns.DropEmptyIslandNoOperandOneDataResult())))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TfExecutorPatterns::foldIsland)
          .verifier(IslandOp::verify)
          .build();

  private IslandOp() {}

  /**
   * An island with data results {@code outputTypes} (plus the control result) and an empty body
   * block; the caller fills it and ends it with a {@link YieldOp}.
   */
  public static IslandOp create(MLIRContext ctx, Location loc, List<? extends Type> outputTypes, List<? extends Value> controlInputs) {
    OperationState st = new OperationState(ctx, DEF, loc);
    st.addOperands(controlInputs);
    st.addTypes(outputTypes);
    st.addType(TfExecutorType.control(ctx));
    st.addRegion().addBlock(new Block());
    return (IslandOp) Operation.create(st);
  }

  /**
   * Wraps {@code op} (not yet in a block) in a new island that yields all its results, at
   * {@code op}'s location: the form TensorFlow's importer produces.
   */
  public static IslandOp wrap(Operation op, List<? extends Value> controlInputs) {
    IslandOp island = create(op.context(), op.location(), op.resultTypes(), controlInputs);
    island.body().append(op);
    island.body().append(YieldOp.create(op.context(), op.location(), op.results()));
    return island;
  }

  public Block body() {
    return region(0).front();
  }

  public YieldOp yield() {
    return (YieldOp) body().last();
  }

  /** The control result (the last one). */
  public Value control() {
    return result(numResults() - 1);
  }

  /** The data results (all but the last). */
  public List<? extends Value> outputs() {
    return results().subList(0, numResults() - 1);
  }

  /** Whether the body is one op whose results the yield forwards unchanged, in order. */
  public boolean wrapsSingleOp() {
    Block b = body();
    Operation first = b.first();
    if (first == null || first.nextInBlock() != b.last() || !(b.last() instanceof YieldOp y)) {
      return false;
    }
    if (first.numResults() != y.numOperands()) {
      return false;
    }
    for (int i = 0; i < first.numResults(); i++) {
      if (y.operand(i) != first.result(i)) {
        return false;
      }
    }
    return true;
  }

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    Region r = op.region(0);
    if (!r.isEmpty() && r.front().isEmpty()) {
      // SingleBlock's check, an op trait verified before TensorFlow's own verifier.
      return op.emitOpError("expects a non-empty block").report();
    }
    if (r.isEmpty() || r.front().isEmpty()) {
      return op.emitOpError("expects a non-empty body").report();
    }
    if (r.front().numArguments() != 0) {
      return op.emitOpError("expects body without any arguments").report();
    }
    // TensorFlow's own terminator check runs before MLIR's region traits (SingleBlockImplicitTerminator).
    Operation yield = r.front().last();
    if (!(yield instanceof YieldOp)) {
      return yield.emitOpError("invalid tf_executor.island terminator, yield expected").report();
    }
    int resultCount = op.numResults() - 1;
    if (yield.numOperands() != resultCount) {
      return yield.emitOpError("has " + yield.numOperands() + " operand, but island returns " + resultCount).report();
    }
    for (int i = 0; i < resultCount; i++) {
      if (op.result(i).type() != yield.operand(i).type()) {
        return yield.emitOpError("operand #" + i + " type mismatch island results").report();
      }
    }
    for (int i = 0; i < resultCount; i++) {
      if (TfExecutorType.isControl(op.result(i).type())) {
        return yield.emitOpError("unexpected control type for operand #" + i).report();
      }
    }
    return true;
  }
}

package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code %r = tf_executor.graph { ... tf_executor.fetch %v : t }}: a TensorFlow graph. Only
 * tf_executor ops sit directly in its single block; the non-control fetch operands are its results.
 */
public final class GraphOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.graph";

  public static final OpDef DEF =
      OpSpec.define(NAME, GraphOp::new)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("body", 1)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  int loc = p.currentOffset();
                  Region body = state.addRegion();
                  p.parseRegion(body, List.of(), false);
                  if (body.numBlocks() > 1) {
                    throw p.emitError(loc, "expects a single block region");
                  }
                  TfExecutorChecks.ensureTerminator(body, () -> FetchOp.create(state.context, state.location, List.of()));
                  Operation fetch = body.back().last();
                  if (!(fetch instanceof FetchOp)) {
                    throw p.emitError(loc, "expects a tf_executor.fetch terminator");
                  }
                  for (Value v : fetch.operands()) {
                    if (TfExecutorType.isControl(v.type())) {
                      break;
                    }
                    state.addType(v.type());
                  }
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  p.printRegion(op.region(0));
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(new TfExecutorPatterns.DropEmptyGraph(), new TfExecutorPatterns.HoistInnerOpsSingleIslandGraph())))
          .verifier(GraphOp::verify)
          .build();

  private GraphOp() {}

  /** A graph with an empty body block; the caller fills it and ends it with a {@link FetchOp}. */
  public static GraphOp create(org.jmlir.ir.MLIRContext ctx, org.jmlir.ir.loc.Location loc, List<? extends Type> resultTypes) {
    OperationState st = new OperationState(ctx, DEF, loc);
    st.addTypes(resultTypes);
    st.addRegion().addBlock(new Block());
    return (GraphOp) Operation.create(st);
  }

  /** The body block. */
  public Block body() {
    return region(0).front();
  }

  /** The fetch ending the body. */
  public FetchOp fetch() {
    return (FetchOp) body().last();
  }

  private static boolean verify(Operation op) {
    // TensorFlow's own terminator check runs before MLIR's region traits (SingleBlockImplicitTerminator).
    Region r = op.region(0);
    if (!r.isEmpty() && r.front().isEmpty()) {
      // SingleBlock's check, an op trait verified before TensorFlow's own verifier.
      return op.emitOpError("expects a non-empty block").report();
    }
    if (r.isEmpty() || r.front().isEmpty()) {
      return op.emitOpError("expects a non-empty body").report();
    }
    for (Operation inner : r.front().operations()) {
      if (!inner.name().startsWith("tf_executor.")) {
        return inner.emitOpError("unallowed inside a tf_executor.graph region").report();
      }
      if (inner instanceof GraphOp) {
        return inner.emitOpError("unallowed directly inside another tf_executor.graph").report();
      }
    }
    Operation fetch = r.front().last();
    if (!(fetch instanceof FetchOp)) {
      return fetch.emitOpError("invalid tf_executor.graph terminator, fetch expected").report();
    }
    int numResults = op.numResults();
    if (fetch.numOperands() < numResults) {
      return fetch.emitOpError("does not have enough operands to cover the graph returned values").report();
    }
    List<Type> types = new ArrayList<>(fetch.operandTypes());
    for (int i = 0; i < types.size(); i++) {
      Type t = types.get(i);
      if (TfExecutorType.isControl(t)) {
        if (i != numResults) {
          return fetch.emitOpError("operand #" + i + " is a control type, can't be bound to a graph result").report();
        }
        break;
      }
      if (i >= numResults) {
        return fetch.emitOpError("operand #" + i + " does not have a graph results to bind").report();
      }
      if (op.result(i).type() != t) {
        return fetch.emitOpError("operand #" + i + " type mismatch graph results").report();
      }
    }
    return true;
  }
}

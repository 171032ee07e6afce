package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.List;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Region control flow and calls: {@code tf.IfRegion}, {@code tf.WhileRegion} and
 * {@code tf.CaseRegion} become {@code if}, {@code while} and {@code case} with the same regions
 * ({@code tf.Yield} becoming {@code return}); the ops inside are legalized like any others. The
 * call ops become {@code func.call} when their operands have the callee's argument types.
 */
final class ControlFlowPatterns {
  private ControlFlowPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.IfRegion", (op, e) -> regions(op, e, why, "if", List.of(op.operand(0)))));
    out.add(p("tf.CaseRegion", (op, e) -> regions(op, e, why, "case", List.of(op.operand(0)))));
    out.add(p("tf.WhileRegion", (op, e) -> regions(op, e, why, "while", op.operands())));
    for (String call : List.of("tf.PartitionedCall", "tf.StatefulPartitionedCall", "tf.LegacyCall")) {
      out.add(p(call, (op, e) -> call(op, e, why)));
    }
  }

  private static boolean regions(Operation op, Emit e, Reasons why, String mnemonic, List<Value> operands) {
    for (Value v : operands) {
      if (!TfShapes.isHloTensor(v.type())) {
        return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "operand type has no HLO equivalent");
      }
    }
    if (mnemonic.equals("if") || mnemonic.equals("case")) {
      // The predicate / index must be a rank-0 tensor.
      if (!(operands.get(0).type() instanceof RankedTensorType r) || r.rank() != 0) {
        return why.dynamic(op, "the " + (mnemonic.equals("if") ? "condition" : "branch index") + " is not a rank-0 tensor");
      }
    }
    for (Region r : op.regions()) {
      if (r.numBlocks() != 1 || r.front().terminator() == null || !r.front().terminator().name().equals("tf.Yield")) {
        return why.attribute(op, "a region without a single block ending in tf.Yield");
      }
    }
    HloOp hlo = e.b.create(mnemonic, operands, List.of(), op.resultTypes(), op.numRegions());
    for (int i = 0; i < op.numRegions(); i++) {
      hlo.region(i).takeBody(op.region(i));
      Block block = hlo.region(i).front();
      Operation yield = block.terminator();
      OperationState s = new OperationState(e.ctx, e.b.def("return"), yield.location());
      s.addOperands(yield.operands());
      Operation ret = Operation.create(s);
      block.insertBefore(yield, ret);
      yield.erase();
    }
    e.put(hlo);
    e.rw.replaceOp(op, hlo.results());
    return true;
  }

  private static boolean call(Operation op, Emit e, Reasons why) {
    if (!(op.attr("f") instanceof SymbolRefAttr f)) {
      return why.attribute(op, "the callee is not a symbol");
    }
    Operation callee = SymbolTable.lookupNearestSymbolFrom(op, f);
    if (callee == null || !(callee.attr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType ft)) {
      return why.attribute(op, "the callee is not a function of this module");
    }
    List<Type> types = op.operandTypes();
    if (!ft.inputs().equals(types)) {
      return why.attribute(op, "the operands do not have the callee's argument types");
    }
    OperationState s = new OperationState(e.ctx, "func.call", op.location());
    s.addOperands(op.operands());
    s.addTypes(ft.results());
    s.addAttribute("callee", f);
    Operation c = e.rw.create(s);
    e.rw.replaceOp(op, c.results());
    return true;
  }
}

package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code drop-equivalent-buffer-results} (MLIR 22's DropEquivalentBufferResults): a memref result of a
 * private function that is one of its arguments (through casts) is dropped; each call uses the
 * argument it passed instead (cast to the old result type where needed).
 */
public final class DropEquivalentBufferResults extends Pass {
  public DropEquivalentBufferResults(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "drop-equivalent-buffer-results";
  }

  @Override
  public String summary() {
    return "Remove MemRef return values that are equivalent to a bbArg";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Map<String, List<Operation>> calls = new HashMap<>();
    root.walk(o -> {
      if (o.name().equals("func.call") && o.attr("callee") instanceof SymbolRefAttr s && s.nested().isEmpty()) {
        calls.computeIfAbsent(s.root(), k -> new ArrayList<>()).add(o);
      }
    });
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : new ArrayList<>(root.region(0).front().operations())) {
      if (!(op instanceof FuncOp f) || f.isExternal() || !isPrivate(f) || f.region(0).numBlocks() != 1) {
        continue;
      }
      Block body = f.region(0).front();
      Operation ret = body.terminator();
      Map<Integer, Integer> resultToArg = new HashMap<>();
      List<Value> kept = new ArrayList<>();
      List<Type> keptTypes = new ArrayList<>();
      for (int i = 0; i < ret.numOperands(); i++) {
        Value v = ret.operand(i);
        while (v.definingOp() != null && v.definingOp().name().equals("memref.cast")) {
          v = v.definingOp().operand(0);
        }
        if (v instanceof BlockArgument a && a.owner() == body) {
          resultToArg.put(i, a.index());
        } else {
          kept.add(ret.operand(i));
          keptTypes.add(f.functionType().results().get(i));
        }
      }
      if (resultToArg.isEmpty()) {
        continue;
      }
      f.setAttr("function_type", TypeAttr.get(f.context(), FunctionType.get(f.context(), f.functionType().inputs(), keptTypes)));
      ret.setOperands(kept);
      for (Operation call : calls.getOrDefault(f.symName(), List.of())) {
        rw.setInsertionPoint(call);
        OperationState s = new OperationState(call.context(), call.def(), call.location());
        s.addOperands(call.operands());
        s.addTypes(keptTypes);
        s.attributes.addAll(call.attrDictionary().entries());
        Operation n = rw.create(s);
        List<Value> results = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < call.numResults(); i++) {
          Integer arg = resultToArg.get(i);
          if (arg == null) {
            results.add(n.result(next++));
            continue;
          }
          Value r = call.operand(arg);
          Type expected = call.result(i).type();
          if (r.type() != expected) {
            OperationState c = new OperationState(call.context(), call.context().opDef("memref.cast"), call.location());
            c.addOperand(r).addType(expected);
            r = rw.create(c).result(0);
          }
          results.add(r);
        }
        rw.replaceOp(call, results);
      }
    }
  }

  private static boolean isPrivate(FuncOp f) {
    return f.inherentAttr("sym_visibility") instanceof StringAttr s && s.value().equals("private");
  }
}

package org.jmlir.conversion.runtimeverification;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code generate-runtime-verification}, as MLIR 22's pass with the memref ops' RuntimeVerifiableOpInterface:
 * before each op that has runtime checks, the checks are built as arith ops and a {@code cf.assert}
 * whose message names the op (printed in local scope), the failure and the op's location. Checked:
 * memref.load/store (in-bounds indices), assume_alignment (aligned pointer), copy (equal dynamic
 * sizes), dim (index below the rank), cast (dynamic source dims equal the static result dims).
 */
public final class GenerateRuntimeVerification extends Pass {
  public GenerateRuntimeVerification(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("verbose-level")) {
        throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + k);
      }
    }
  }

  @Override
  public String argument() {
    return "generate-runtime-verification";
  }

  @Override
  public String name() {
    return "GenerateRuntimeVerification";
  }

  @Override
  public String summary() {
    return "Generate additional runtime op verification checks";
  }

  /** Builds the checks of one op: returns (condition, message) pairs, built before the op. */
  interface Checks {
    void build(Builder b, Operation op);
  }

  private static final Map<String, Checks> CHECKS =
      Map.of(
          "memref.load", (b, op) -> inBounds(b, op, op.operand(0), op.operands().subList(1, op.numOperands())),
          "memref.store", (b, op) -> inBounds(b, op, op.operand(1), op.operands().subList(2, op.numOperands())),
          "memref.assume_alignment", GenerateRuntimeVerification::alignment,
          "memref.copy", GenerateRuntimeVerification::copy,
          "memref.dim", GenerateRuntimeVerification::dim,
          "memref.cast", GenerateRuntimeVerification::cast);

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      if (CHECKS.containsKey(op.name())) {
        ops.add(op);
      }
    });
    // The ops are printed before any check is inserted: value names are those of the input IR (MLIR
    // prints them all with one AsmState built up front).
    List<String> texts = new ArrayList<>();
    for (Operation op : ops) {
      texts.add(opText(op));
    }
    for (int i = 0; i < ops.size(); i++) {
      Operation op = ops.get(i);
      Builder b = new Builder(op, texts.get(i));
      CHECKS.get(op.name()).build(b, op);
    }
  }

  /** An OpBuilder before {@code op}, with the few arith/memref/cf ops the checks need. */
  static final class Builder {
    final OpBuilder b;
    final MLIRContext ctx;
    final Operation at;
    final String text;

    Builder(Operation at, String text) {
      this.at = at;
      this.text = text;
      this.ctx = at.context();
      this.b = new OpBuilder(ctx);
      b.setInsertionPoint(at);
    }

    Value op(String name, List<Value> operands, Type result, Object... attrs) {
      OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
      s.addOperands(operands);
      if (result != null) {
        s.addType(result);
      }
      for (int i = 0; i < attrs.length; i += 2) {
        s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
      }
      Operation o = b.create(s);
      return o.numResults() > 0 ? o.result(0) : null;
    }

    Value index(long v) {
      return op("arith.constant", List.of(), IndexType.get(ctx), "value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
    }

    Value cmp(String pred, Value a, Value c) {
      long p = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge").indexOf(pred);
      return op("arith.cmpi", List.of(a, c), IntegerType.get(ctx, 1), "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), p));
    }

    Value and(Value a, Value c) {
      return op("arith.andi", List.of(a, c), IntegerType.get(ctx, 1));
    }

    /** memref.getMixedSize: the static size as a constant, else memref.dim with {@code idx}. */
    Value size(Value memref, int dim, Value idx) {
      long s = ((ShapedType) memref.type()).shape()[dim];
      return s == ShapedType.DYNAMIC ? op("memref.dim", List.of(memref, idx), IndexType.get(ctx)) : index(s);
    }

    void check(Value cond, String msg) {
      op("cf.assert", List.of(cond), null, "msg", StringAttr.get(ctx, message(at, text, msg)));
    }
  }

  /** The op as the message shows it: custom form, names of its enclosing scope, regions skipped. */
  static String opText(Operation op) {
    PrintOptions options = new PrintOptions(false, false, false, true, 16, true, true);
    return IRPrinter.print(op, options).stripTrailing();
  }

  /** MLIR's RuntimeVerifiableOpInterface::generateErrorMessage. */
  static String message(Operation op, String text, String msg) {
    String loc = org.jmlir.ir.print.AttrTypeText.attribute(op.location());
    return "ERROR: Runtime op verification failed\n" + text + "\n^ " + msg + "\nLocation: " + loc;
  }

  private static void inBounds(Builder b, Operation op, Value memref, List<Value> indices) {
    if (!(memref.type() instanceof MemRefType m) || indices.isEmpty()) {
      return;
    }
    Value zero = b.index(0);
    Value cond = null;
    for (int i = 0; i < m.rank(); i++) {
      Value dimIdx = b.index(i);
      Value size = b.size(memref, i, dimIdx);
      Value ok = b.and(b.cmp("sge", indices.get(i), zero), b.cmp("slt", indices.get(i), size));
      cond = cond == null ? ok : b.and(cond, ok);
    }
    b.check(cond, "out-of-bounds access");
  }

  private static void alignment(Builder b, Operation op) {
    long align = ((IntegerAttr) op.inherentAttr("alignment")).longValue();
    Value ptr = b.op("memref.extract_aligned_pointer_as_index", List.of(op.operand(0)), IndexType.get(b.ctx));
    Value rem = b.op("arith.remui", List.of(ptr, b.index(align)), IndexType.get(b.ctx));
    b.check(b.cmp("eq", rem, b.index(0)), "memref is not aligned to " + align);
  }

  private static void copy(Builder b, Operation op) {
    if (!(op.operand(0).type() instanceof MemRefType src) || !(op.operand(1).type() instanceof MemRefType dst)) {
      return;
    }
    for (int i = 0; i < src.rank(); i++) {
      if (src.shape()[i] != ShapedType.DYNAMIC && dst.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Value a = b.size(op.operand(0), i, b.index(i));
      Value c = b.size(op.operand(1), i, b.index(i));
      b.check(b.cmp("eq", a, c), "size of " + i + "-th source/target dim does not match");
    }
  }

  private static void dim(Builder b, Operation op) {
    if (!(op.operand(0).type() instanceof MemRefType m)) {
      return;
    }
    Value idx = op.operand(1);
    Value ok = b.and(b.cmp("sge", idx, b.index(0)), b.cmp("slt", idx, b.index(m.rank())));
    b.check(ok, "index is out of bounds");
  }

  private static void cast(Builder b, Operation op) {
    if (!(op.operand(0).type() instanceof MemRefType src) || !(op.result(0).type() instanceof MemRefType dst)) {
      return;
    }
    for (int i = 0; i < dst.rank(); i++) {
      long want = dst.shape()[i];
      if (want == ShapedType.DYNAMIC || src.shape()[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Value actual = b.op("memref.dim", List.of(op.operand(0), b.index(i)), IndexType.get(b.ctx));
      b.check(b.cmp("eq", actual, b.index(want)), "size mismatch of dim " + i);
    }
  }
}

package org.jmlir.conversion.hlotolhlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code -hlo-legalize-to-lhlo} (XLA's mlir-hlo-opt pass, hlo_legalize_to_lhlo.cc): mhlo ops on
 * tensors become lmhlo ops on buffers. Each result gets a {@code memref.alloc} just before the op
 * (dynamic sizes from the op's reified shape: {@code shape.shape_of} of the operands seen again as
 * tensors through {@code bufferization.to_tensor}, one {@code tensor.extract} per dynamic
 * dimension), the lmhlo op takes the operands followed by the result buffers and every attribute of
 * the mhlo op, and the results' users see the buffers. {@code mhlo.dot} and {@code mhlo.dot_general}
 * become {@code lmhlo.dot} (with {@code [1]x[0]} contracting dimensions for the former);
 * {@code mhlo.custom_call} gets its {@code operandSegmentSizes}; {@code reduce} and
 * {@code reduce_window} keep their body with memref block arguments, one more per result, where
 * {@code mhlo.return} becomes an {@code lmhlo.copy} into those and {@code lmhlo.terminator}.
 * Function signatures and {@code func.return} move to memrefs. A tensor value that other ops still
 * use is seen through {@code bufferization.to_tensor} / {@code bufferization.to_buffer}. An mhlo op
 * outside the pass's list stays and fails the pass, as the conversion target marks mhlo illegal.
 */
public final class HloLegalizeToLhlo extends Pass {
  public HloLegalizeToLhlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-legalize-to-lhlo";
  }

  @Override
  public String summary() {
    return "Legalize from HLO dialect to LHLO dialect";
  }

  /** The mhlo ops converted one to one (same mnemonic in lmhlo). */
  private static final Set<String> ONE_TO_ONE =
      Set.of(
          "abs", "add", "and", "atan2", "batch_norm_grad", "batch_norm_training", "broadcast_in_dim", "ceil", "clamp", "compare",
          "complex", "concatenate", "constant", "convolution", "convert", "copy", "cosine", "divide", "exponential",
          "exponential_minus_one", "floor", "gather", "imag", "iota", "is_finite", "log", "logistic", "maximum", "minimum",
          "multiply", "negate", "not", "or", "power", "real", "remainder", "rsqrt", "reshape", "select", "shift_left",
          "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "slice", "sqrt", "subtract", "tanh", "transpose", "xor",
          "dynamic_broadcast_in_dim", "dynamic_gather", "dynamic_iota", "dynamic_pad", "dynamic_reshape", "real_dynamic_slice");

  /** Ops whose result has the shape of their first operand (XLA's deriveShapeFromOperand). */
  private static final Set<String> SAME_SHAPE =
      Set.of(
          "abs", "add", "and", "atan2", "ceil", "complex", "convert", "copy", "cosine", "divide", "exponential", "exponential_minus_one",
          "floor", "imag", "is_finite", "log", "logistic", "maximum", "minimum", "multiply", "negate", "not", "or", "power", "real",
          "remainder", "rsqrt", "select", "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "sqrt",
          "subtract", "tanh", "xor", "compare", "clamp");

  private static boolean converted(Operation op) {
    if (!op.name().startsWith("mhlo.")) {
      return false;
    }
    String m = op.name().substring(5);
    return ONE_TO_ONE.contains(m) || m.equals("dot") || m.equals("dot_general") || m.equals("custom_call") || m.equals("reduce")
        || m.equals("reduce_window") || m.equals("return") && isReduceBody(op);
  }

  private static boolean isReduceBody(Operation ret) {
    Operation parent = ret.parentOp();
    return parent != null && (parent.name().equals("lmhlo.reduce") || parent.name().equals("lmhlo.reduce_window")
        || parent.name().equals("mhlo.reduce") || parent.name().equals("mhlo.reduce_window"));
  }

  private MLIRContext ctx;
  private boolean failed;

  @Override
  public void run(Operation root, PassContext pc) {
    ctx = root.context();
    failed = false;
    for (Operation f : root.collect(o -> o.name().equals("func.func"))) {
      if (!f.region(0).isEmpty()) {
        convertFunction(f);
      } else if (((TypeAttr) f.inherentAttr("function_type")).value() instanceof FunctionType ft) {
        // Declarations take the same memref signature as definitions.
        f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, buffers(ft.inputs()), buffers(ft.results()))));
      }
    }
    if (failed) {
      pc.signalFailure();
    }
  }

  static MemRefType memrefOf(MLIRContext ctx, Type t) {
    ShapedType s = (ShapedType) t;
    return MemRefType.get(ctx, s.shape(), s.elementType());
  }

  private List<Type> buffers(List<Type> types) {
    List<Type> out = new ArrayList<>();
    for (Type t : types) {
      out.add(isRankedTensor(t) ? memrefOf(ctx, t) : t);
    }
    return out;
  }

  private static boolean isRankedTensor(Type t) {
    return t instanceof RankedTensorType;
  }

  private void convertFunction(Operation f) {
    // Block arguments of the function become memrefs; uses by ops this pass leaves see a to_tensor.
    for (Block block : f.region(0).blocks()) {
      for (BlockArgument a : block.arguments()) {
        if (isRankedTensor(a.type())) {
          retypeToBuffer(a, block.first());
        }
      }
    }
    List<Operation> ops = new ArrayList<>();
    preOrder(f, ops);
    ops.remove(0);
    for (Operation op : ops) {
      if (failed) {
        return;
      }
      if (op.name().equals("func.call")) {
        for (int i = 0; i < op.numOperands(); i++) {
          if (isRankedTensor(op.operand(i).type())) {
            op.setOperand(i, toBuffer(op, op.operand(i)));
          }
        }
        for (Value r : op.results()) {
          if (isRankedTensor(r.type())) {
            retypeToBuffer(r, op.nextInBlock());
          }
        }
      } else if (op.name().equals("func.return")) {
        for (int i = 0; i < op.numOperands(); i++) {
          if (isRankedTensor(op.operand(i).type())) {
            op.setOperand(i, toBuffer(op, op.operand(i)));
          }
        }
      } else if (op.name().startsWith("mhlo.") && converted(op)) {
        convertOp(op);
      }
    }
    if (failed) {
      return;
    }
    for (Operation left : f.collect(o -> o.name().startsWith("mhlo."))) {
      left.emitError("failed to legalize operation '" + left.name() + "' that was explicitly marked illegal").report();
      failed = true;
      return;
    }
    List<Type> inputs = f.region(0).front().argumentTypes();
    Operation ret = f.region(0).front().terminator();
    FunctionType old = ((TypeAttr) f.inherentAttr("function_type")).value() instanceof FunctionType ft ? ft : null;
    List<Type> results = ret != null && ret.name().equals("func.return") ? ret.operandTypes() : old.results();
    f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results)));
  }

  /** {@code op} and the ops nested in it, each before the ops of its regions. */
  public static void preOrder(Operation op, List<Operation> out) {
    out.add(op);
    for (int r = 0; r < op.numRegions(); r++) {
      for (Block b : op.region(r).blocks()) {
        for (Operation inner : b) {
          preOrder(inner, out);
        }
      }
    }
  }

  /**
   * Gives {@code v} (a tensor) the memref type of its buffer; users that are not converted see
   * {@code bufferization.to_tensor} of it, created before {@code at}.
   */
  private void retypeToBuffer(Value v, Operation at) {
    Type tensor = v.type();
    v.setType(memrefOf(ctx, tensor));
    Value asTensor = null;
    for (OpOperand use : new ArrayList<>(v.uses())) {
      Operation owner = use.owner();
      if (converted(owner) || owner.name().equals("func.return") || owner.name().equals("func.call")) {
        continue;
      }
      if (asTensor == null) {
        Operation t = create(at, "bufferization.to_tensor", List.of(v), List.of(tensor));
        asTensor = t.result(0);
      }
      use.set(asTensor);
    }
  }

  private Value toBuffer(Operation before, Value tensor) {
    if (tensor.definingOp() != null && tensor.definingOp().name().equals("bufferization.to_tensor")) {
      return tensor.definingOp().operand(0);
    }
    return create(before, "bufferization.to_buffer", List.of(tensor), List.of(memrefOf(ctx, tensor.type()))).result(0);
  }

  private Operation create(Operation before, String name, List<Value> operands, List<Type> results) {
    OperationState s = new OperationState(ctx, name, before.location());
    s.addOperands(operands);
    s.addTypes(results);
    Operation op = Operation.create(s);
    before.block().insertBefore(before, op);
    return op;
  }

  private Value indexConstant(Operation before, long v) {
    OperationState s = new OperationState(ctx, "arith.constant", before.location());
    s.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
    s.addType(IndexType.get(ctx));
    Operation c = Operation.create(s);
    before.block().insertBefore(before, c);
    return c.result(0);
  }

  private void convertOp(Operation op) {
    String m = op.name().substring(5);
    if (m.equals("return")) {
      convertReturn(op);
      return;
    }
    List<Value> operands = new ArrayList<>();
    for (Value v : op.operands()) {
      operands.add(v.type() instanceof TensorType ? toBuffer(op, v) : v);
    }
    int numOperands = operands.size();
    List<Value> buffers = new ArrayList<>(operands);
    List<Value> asTensors = null;
    for (int r = 0; r < op.numResults(); r++) {
      Type t = op.result(r).type();
      if (!(t instanceof RankedTensorType rt)) {
        op.emitOpError("tensor to buffer conversion expects ranked results").report();
        failed = true;
        return;
      }
      if (rt.hasStaticShape()) {
        buffers.add(alloc(op, List.of(), rt));
        continue;
      }
      if (asTensors == null) {
        asTensors = new ArrayList<>();
        for (Value b : buffers.subList(0, numOperands)) {
          ShapedType bs = (ShapedType) b.type();
          asTensors.add(create(op, "bufferization.to_tensor", List.of(b), List.of(RankedTensorType.get(ctx, bs.shape(), bs.elementType()))).result(0));
        }
      }
      Value shape = reifyShape(op, m, asTensors);
      if (shape == null) {
        op.emitOpError("tensor to buffer conversion expects statically shaped results").report();
        failed = true;
        return;
      }
      buffers.add(dynamicAlloc(op, rt, shape));
    }
    String target = m.equals("dot_general") ? "lmhlo.dot" : "lmhlo." + m;
    OperationState s = new OperationState(ctx, target, op.location());
    s.addOperands(buffers);
    for (NamedAttribute a : op.attrDictionary().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    if (m.equals("dot")) {
      s.addAttribute("dot_dimension_numbers", DotDimensionNumbersAttr.get(ctx, "mhlo", new long[0], new long[0], new long[] {1}, new long[] {0}));
    }
    if (m.equals("custom_call")) {
      s.addAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {numOperands, op.numResults()}));
    }
    boolean reduceLike = m.equals("reduce") || m.equals("reduce_window");
    int regions = reduceLike || m.equals("custom_call") ? 1 : 0;
    for (int i = 0; i < regions; i++) {
      s.addRegion();
    }
    Operation lmhlo = Operation.create(s);
    op.block().insertBefore(op, lmhlo);
    if (reduceLike) {
      moveBody(op, lmhlo);
    }
    for (int r = 0; r < op.numResults(); r++) {
      Value result = op.result(r);
      Value buffer = buffers.get(numOperands + r);
      replaceWithBuffer(result, buffer, lmhlo);
    }
    op.erase();
  }

  /** Points the users of {@code result} at {@code buffer}; users this pass leaves see a to_tensor after {@code writer}. */
  private void replaceWithBuffer(Value result, Value buffer, Operation writer) {
    Value asTensor = null;
    for (OpOperand use : new ArrayList<>(result.uses())) {
      Operation owner = use.owner();
      if (converted(owner) || owner.name().equals("func.return") || owner.name().equals("func.call")) {
        use.set(buffer);
        continue;
      }
      if (asTensor == null) {
        Operation next = writer.nextInBlock();
        OperationState s = new OperationState(ctx, "bufferization.to_tensor", writer.location());
        s.addOperand(buffer);
        s.addType(result.type());
        Operation t = Operation.create(s);
        if (next == null) {
          writer.block().append(t);
        } else {
          writer.block().insertBefore(next, t);
        }
        asTensor = t.result(0);
      }
      use.set(asTensor);
    }
  }

  /** {@code memref.alloc} with one operand per dynamic dimension, read from the shape tensor. */
  private Value dynamicAlloc(Operation before, RankedTensorType rt, Value shape) {
    List<Value> sizes = new ArrayList<>();
    long[] dims = rt.shape();
    for (int i = 0; i < dims.length; i++) {
      if (!ShapedType.isDynamic(dims[i])) {
        continue;
      }
      Value index = indexConstant(before, i);
      Type element = ((ShapedType) shape.type()).elementType();
      Value size = create(before, "tensor.extract", List.of(shape, index), List.of(element)).result(0);
      if (!(element instanceof IndexType)) {
        size = create(before, "arith.index_cast", List.of(size), List.of(IndexType.get(ctx))).result(0);
      }
      sizes.add(size);
    }
    return alloc(before, sizes, rt);
  }

  /** {@code memref.alloc(sizes)} of {@code rt}'s shape. */
  private Value alloc(Operation before, List<Value> sizes, RankedTensorType rt) {
    OperationState s = new OperationState(ctx, "memref.alloc", before.location());
    s.addOperands(sizes);
    s.addType(memrefOf(ctx, rt));
    s.addAttribute("operandSegmentSizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {sizes.size(), 0}));
    Operation a = Operation.create(s);
    before.block().insertBefore(before, a);
    return a.result(0);
  }

  /** The result shape of {@code op} from its operands as tensors, or null where we cannot tell. */
  private Value reifyShape(Operation op, String m, List<Value> tensors) {
    if (SAME_SHAPE.contains(m)) {
      Value from = m.equals("clamp") ? tensors.get(1) : m.equals("select") ? tensors.get(1) : tensors.get(0);
      if (!(from.type() instanceof RankedTensorType rt)) {
        return null;
      }
      Type extents = RankedTensorType.get(ctx, new long[] {rt.rank()}, IndexType.get(ctx));
      return create(op, "shape.shape_of", List.of(from), List.of(extents)).result(0);
    }
    return switch (m) {
      case "dynamic_broadcast_in_dim", "dynamic_reshape", "dynamic_iota" -> tensors.get(m.equals("dynamic_iota") ? 0 : 1);
      default -> null;
    };
  }

  /** Moves the body of reduce-like {@code op} into {@code lmhlo}: memref block arguments plus one per result. */
  private void moveBody(Operation op, Operation lmhlo) {
    lmhlo.region(0).takeBody(op.region(0));
    Block body = lmhlo.region(0).front();
    for (BlockArgument a : body.arguments()) {
      if (a.type() instanceof TensorType) {
        a.setType(memrefOf(ctx, a.type()));
      }
    }
    Operation ret = body.terminator();
    if (ret != null) {
      for (Value v : ret.operands()) {
        body.addArgument(memrefOf(ctx, v.type()), lmhlo.location());
      }
    }
  }

  /** {@code mhlo.return} of a reduce body: copies into the trailing block arguments, then {@code lmhlo.terminator}. */
  private void convertReturn(Operation ret) {
    Block body = ret.block();
    int dest = body.numArguments() - ret.numOperands();
    if (dest < 0) {
      ret.emitError("The number of operands that need Copy operations is more than the number of target function arguments.").report();
      failed = true;
      return;
    }
    for (Value v : ret.operands()) {
      Value src = v.type() instanceof TensorType ? toBuffer(ret, v) : v;
      create(ret, "lmhlo.copy", List.of(src, body.argument(dest++)), List.of());
    }
    create(ret, "lmhlo.terminator", List.of(), List.of());
    ret.erase();
  }
}

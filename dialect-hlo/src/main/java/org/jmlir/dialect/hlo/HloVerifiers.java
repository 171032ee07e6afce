package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The verifiers of HLO ops, after StableHLO's traits (Base.h), TypeInference.cpp and
 * StablehloOps.cpp, with their error messages. Each op runs, in MLIR's order: its HLO traits
 * (compatible operand and result types), then type inference compared with the declared result
 * types ("inferred type(s) ... are incompatible with return type(s) of operation ..."), then its
 * own checks.
 */
final class HloVerifiers {
  private HloVerifiers() {}

  /** Ops with HLO_CompatibleOperandsAndResultType. */
  private static final Set<String> COMPATIBLE_TYPES =
      Set.of(
          "cbrt", "ceil", "count_leading_zeros", "cosine", "exponential", "exponential_minus_one", "floor", "log", "log_plus_one", "logistic", "not",
          "negate", "popcnt", "round_nearest_afz", "round_nearest_even", "rsqrt", "sign", "sine", "sqrt", "tan", "tanh", "atan2", "divide",
          "maximum", "minimum", "multiply", "power", "remainder", "shift_left", "shift_right_arithmetic", "shift_right_logical", "subtract", "and",
          "or", "xor", "cross-replica-sum", "reduce_precision");

  /** Ops with HLO_CompatibleOperandsAndResultElementType. */
  private static final Set<String> COMPATIBLE_ELEMENT_TYPES =
      Set.of("batch_norm_grad", "batch_norm_inference", "batch_norm_training", "broadcast_in_dim", "cholesky", "clamp", "reshape", "transpose", "triangular_solve");

  /** The verifier of op kind {@code mnemonic} (shared by all HLO ops: it dispatches on the kind). */
  static OpDef.Verifier forOp(String mnemonic) {
    return op -> verify((HloOp) op);
  }

  static boolean verify(HloOp op) {
    String m = op.mnemonic();
    if ((COMPATIBLE_TYPES.contains(m) || (m.equals("add") && op.dialectNamespace().equals("mhlo"))) && !compatibleOperandsAndResults(op, false)) {
      return op.emitOpError("requires compatible types for all operands and results").report();
    }
    if (COMPATIBLE_ELEMENT_TYPES.contains(m) && !compatibleOperandsAndResults(op, true)) {
      return op.emitOpError("requires compatible element types for all operands and results").report();
    }
    if (m.equals("optimization_barrier") && !pairwiseSame(op)) {
      return false;
    }
    if (m.equals("all_to_all") && !pairwiseSameElement(op)) {
      return false;
    }
    boolean own =
        switch (m) {
          case "while" -> verifyWhile(op);
          case "reduce" -> verifyReduce(op);
          case "iota" -> verifyIota(op);
          case "broadcast_in_dim" -> verifyBroadcastInDim(op);
          case "reshape" -> verifyReshape(op);
          case "reverse" -> verifyReverse(op);
          case "constant" -> verifyConstant(op);
          case "convolution", "dynamic_conv" -> HloWindows.verifyConvolution(op);
          case "scatter" -> HloScatterGather.verifyScatter(op);
          case "sort" -> verifySort(op);
          case "infeed" -> HloCollectives.verifyInfeed(op);
          case "recv" -> HloCollectives.verifyRecv(op);
          case "dynamic_broadcast_in_dim" -> HloDynamicShapes.verifyDynamicBroadcastInDim(op);
          case "dynamic_reshape" -> HloDynamicShapes.verifyDynamicReshape(op);
          case "dynamic_iota" -> verifyDynamicIota(op);
          case "dynamic_pad" -> HloDynamicShapes.verifyDynamicPad(op);
          case "rng_bit_generator" -> verifyRngBitGenerator(op);
          case "bitcast_convert" -> HloDynamicShapes.verifyBitcastConvert(op);
          case "dot_general" -> HloInference.verifyDotGeneral(op);
          case "dot" -> HloOpShapes.verifyDot(op);
          case "add" -> op.dialectNamespace().equals("mhlo") || verifyAdd(op);
          case "all_gather" -> HloCollectives.verifyAllGather(op);
          case "all_reduce" -> HloCollectives.verifyAllReduce(op);
          case "collective_reduce" -> HloCollectives.verifyCollectiveReduce(op);
          case "collective_broadcast" -> HloCollectives.verifyCollectiveBroadcast(op);
          case "collective_permute" -> HloCollectives.verifyCollectivePermute(op);
          case "reduce_scatter" -> HloCollectives.verifyReduceScatter(op);
          case "custom_call" -> HloCustomCalls.verify(op);
          case "concatenate" -> op.numOperands() > 0 || op.emitOpError("expected 1 or more operands, but found 0").report();
          default -> verifyResultAccuracy(op);
        };
    if (!own) {
      return false;
    }
    List<Type> inferred = HloInference.infer(op);
    if (inferred == null) {
      return op.emitOpError("failed to infer returned types").report();
    }
    if (inferred != HloInference.NOT_INFERRED && !HloShapes.compatible(inferred, op.resultTypes())) {
      // As MLIR's InferTypeOpAdaptor: the refinement reports the mismatch, then the interface's
      // verifier reports the failed inference.
      op.emitOpError("inferred type(s) " + q(inferred) + " are incompatible with return type(s) of operation " + q(op.resultTypes())).report();
      return op.emitOpError("failed to infer returned types").report();
    }
    return true;
  }

  private static boolean compatibleOperandsAndResults(Operation op, boolean elementOnly) {
    Type expected = op.numOperands() != 0 ? op.operand(0).type() : op.numResults() != 0 ? op.result(0).type() : null;
    if (expected == null) {
      return false;
    }
    for (Type t : op.operandTypes()) {
      if (!(elementOnly ? HloShapes.compatibleElementType(t, expected) : HloShapes.compatible(t, expected))) {
        return false;
      }
    }
    for (Type t : op.resultTypes()) {
      if (!(elementOnly ? HloShapes.compatibleElementType(t, expected) : HloShapes.compatible(t, expected))) {
        return false;
      }
    }
    return true;
  }

  private static boolean pairwiseSame(Operation op) {
    if (op.numOperands() != op.numResults()) {
      return op.emitOpError("requires the same number of operands and results").report();
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!op.operand(i).type().equals(op.result(i).type())) {
        return op.emitOpError("requires the same type for operand and result at index " + i).report();
      }
    }
    return true;
  }

  /** HLO_PairwiseSameOperandAndResultElementType. */
  private static boolean pairwiseSameElement(Operation op) {
    if (op.numOperands() != op.numResults()) {
      return op.emitOpError("requires the same number of operands and results").report();
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!HloTypes.elementType(op.operand(i).type()).equals(HloTypes.elementType(op.result(i).type()))) {
        return op.emitOpError("requires the same element type for operand and result at index " + i).report();
      }
    }
    return true;
  }

  private static boolean verifyWhile(HloOp op) {
    List<Type> operands = op.operandTypes();
    Region cond = op.region(0);
    Region body = op.region(1);
    if (cond.isEmpty() || body.isEmpty()) {
      return true;
    }
    Block cb = cond.blocks().get(0);
    Block bb = body.blocks().get(0);
    if (!HloShapes.compatible(operands, cb.argumentTypes())) {
      return op.emitError("expect operands to be compatible with condition block arguments but got " + q(operands) + " vs " + q(cb.argumentTypes())).report();
    }
    if (!HloShapes.compatible(operands, bb.argumentTypes())) {
      return op.emitError("expect operands to be compatible with body block arguments but got " + q(operands) + " vs " + q(bb.argumentTypes())).report();
    }
    Operation bt = bb.last();
    if (bt == null) {
      return op.emitError("The while body-region expected to have a terminator").report();
    }
    if (!HloShapes.compatible(operands, bt.operandTypes())) {
      return op.emitError("expect operands to be compatible with body block return types but got " + q(operands) + " vs " + q(bt.operandTypes())).report();
    }
    Operation ct = cb.last();
    if (ct == null) {
      return true;
    }
    if (ct.numOperands() != 1) {
      return op.emitError("expect condition body returns a single value but got " + ct.numOperands()).report();
    }
    Type t = ct.operand(0).type();
    if (!(t instanceof ShapedType s) || !(s instanceof RankedTensorType r) || r.shape().length != 0 || !HloTypes.isPred(s.elementType())) {
      return op.emitError("expect condition block return a zero-ranked tensor of i1 but got " + q(t)).report();
    }
    return true;
  }

  private static boolean verifyReduce(HloOp op) {
    int n = op.numOperands() / 2;
    if (n == 0 || op.region(0).isEmpty()) {
      return true;
    }
    List<Type> inputs = op.operandTypes().subList(0, n);
    List<Type> inits = op.operandTypes().subList(n, 2 * n);
    long[][] newDims = new long[1][];
    long[][] newBounds = new long[1][];
    org.jmlir.ir.attr.Attribute[] enc = new org.jmlir.ir.attr.Attribute[1];
    if (!HloInference.verifyReduceInputs(op, inputs, HloDirectives.orEmpty(op.i64Array("dimensions")), newDims, newBounds, enc)) {
      return false;
    }
    return HloInference.verifyReducerShape(op, op.region(0).blocks().get(0), inputs, inits, newDims[0]);
  }

  /** verifyAddOp: one element type (quantized operands are not checked further). */
  private static boolean verifyAdd(HloOp op) {
    List<Type> elements = List.of(HloTypes.elementType(op.operand(0).type()), HloTypes.elementType(op.operand(1).type()), HloTypes.elementType(op.result(0).type()));
    if (elements.stream().anyMatch(e -> e instanceof UniformQuantizedType)) {
      return verifyBinaryQuantization(op, elements);
    }
    Type e = HloTypes.elementType(op.operand(0).type());
    if (!e.equals(HloTypes.elementType(op.operand(1).type())) || !e.equals(HloTypes.elementType(op.result(0).type()))) {
      return op.emitError("op requires the same element type for all operands and results").report();
    }
    return true;
  }

  /** StableHLO's verifyBinaryOpQuantizationConstraints (add_c2 .. add_c7). */
  private static boolean verifyBinaryQuantization(HloOp op, List<Type> elements) {
    if (!elements.stream().allMatch(e -> e instanceof UniformQuantizedType)) {
      return op.emitError("expects  all operands and results to be either quantized or non-quantized").report();
    }
    UniformQuantizedType lhs = (UniformQuantizedType) elements.get(0);
    UniformQuantizedType rhs = (UniformQuantizedType) elements.get(1);
    UniformQuantizedType res = (UniformQuantizedType) elements.get(2);
    if (lhs.storageWidth() != rhs.storageWidth() || lhs.storageWidth() != res.storageWidth()) {
      return op.emitError("mismatched operands and result quantization storage types").report();
    }
    if (!lhs.expressedType().equals(rhs.expressedType()) || !lhs.expressedType().equals(res.expressedType())) {
      return op.emitError("mismatched operands and result quantization expressed types").report();
    }
    if (lhs.isPerAxis() || rhs.isPerAxis()) {
      if (!res.isPerAxis()) {
        return op.emitError("result is not per_axis quantized but lhs or rhs are").report();
      }
      if (lhs.isPerAxis() && lhs.quantizedDimension() != res.quantizedDimension()) {
        return op.emitError("quantization_dimension of lhs and result are not same " + q(lhs) + " vs " + q(res)).report();
      }
      if (rhs.isPerAxis() && rhs.quantizedDimension() != res.quantizedDimension()) {
        return op.emitError("quantization_dimension of rhs and result are not same " + q(rhs) + " vs " + q(res)).report();
      }
    }
    return true;
  }

  /** rng_bit_generator: the output state's shape is compatible with the initial state's. */
  private static boolean verifyRngBitGenerator(HloOp op) {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if (in instanceof RankedTensorType a && out instanceof RankedTensorType b && !HloShapes.compatibleShape(a, b)) {
      return op.emitError("output state shape must be compatible with initial state shape. Got: " + q(in) + " and " + q(out)).report();
    }
    return true;
  }

  private static boolean verifyIota(HloOp op) {
    if (op.result(0).type() instanceof RankedTensorType r) {
      if (r.shape().length == 0) {
        return op.emitError("does not support scalars.").report();
      }
      if (op.i64("iota_dimension", 0) >= r.shape().length) {
        return op.emitError("iota dimension cannot go beyond the output rank.").report();
      }
    }
    return true;
  }

  /** StableHLO's verifyDynamicIotaOp: the dimension within the result's rank, then the shape operand. */
  private static boolean verifyDynamicIota(HloOp op) {
    if (op.result(0).type() instanceof RankedTensorType r && op.i64("iota_dimension", 0) >= r.shape().length) {
      return op.emitError("iota dimension cannot go beyond the output rank.").report();
    }
    return HloDynamicShapes.shapeOperand(op, op.operand(0), op.result(0).type());
  }

  private static boolean verifyBroadcastInDim(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    long[] dims = HloDirectives.orEmpty(op.i64Array("broadcast_dimensions"));
    if (dims.length != in.shape().length) {
      return op.emitError("broadcast_dimensions size (" + dims.length + ") does not match operand rank (" + in.shape().length + ")").report();
    }
    Set<Long> seen = new HashSet<>();
    for (long d : dims) {
      if (!seen.add(d)) {
        return op.emitError("broadcast_dimensions should not have duplicates").report();
      }
    }
    int rank = out.shape().length;
    for (int i = 0; i < dims.length; i++) {
      long d = dims[i];
      if (d < 0 || d >= rank) {
        return op.emitError("broadcast_dimensions contains invalid value " + d + " for result with rank " + rank).report();
      }
      long size = in.shape()[i];
      if (!HloShapes.isDynamic(size)) {
        long rsize = out.shape()[(int) d];
        if (size != 1 && size != rsize) {
          return op.emitError(
                  "size of operand dimension " + i + " (" + size + ") is not equal to 1 or size of result dimension " + d + " ("
                      + (HloShapes.isDynamic(rsize) ? "-9223372036854775808" : String.valueOf(rsize)) + ")")
              .report();
        }
      }
    }
    return true;
  }

  private static boolean verifyReshape(HloOp op) {
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    if (!HloShapes.isStatic(in) || !HloShapes.isStatic(out)) {
      return true;
    }
    long a = HloShapes.numElements(out);
    long b = HloShapes.numElements(in);
    if (a != b) {
      return op.emitError("number of output elements (" + a + ") doesn't match expected number of elements (" + b + ")").report();
    }
    return true;
  }

  private static boolean verifyReverse(HloOp op) {
    long[] dims = HloDirectives.orEmpty(op.i64Array("dimensions"));
    Set<Long> seen = new HashSet<>();
    for (long d : dims) {
      seen.add(d);
    }
    if (seen.size() != dims.length) {
      return op.emitError("dimensions should be unique. Got: " + HloShapes.list(dims)).report();
    }
    if (op.operand(0).type() instanceof RankedTensorType t) {
      for (long d : dims) {
        if (d < 0) {
          return op.emitError("all dimensions should be non-negative. Got dimension: " + d + ".").report();
        }
        if (d >= t.shape().length) {
          return op.emitError("all dimensions should be between [0, " + t.shape().length + "). Got dimension: " + d + ".").report();
        }
      }
    }
    return true;
  }

  /** The value's type is the result type; a quantized result compares through its storage type. */
  private static boolean verifyConstant(HloOp op) {
    if (!(op.inherentAttr("value") instanceof org.jmlir.ir.attr.TypedAttr v) || op.numResults() != 1) {
      return true;
    }
    Type r = op.result(0).type();
    Type expected = r;
    if (HloTypes.elementType(r) instanceof org.jmlir.dialect.quant.UniformQuantizedType q) {
      expected = HloInference.withElement(op.context(), r, q.storageType(op.context()));
    }
    if (!v.type().equals(expected)) {
      op.emitOpError("inferred type(s) " + q(v.type()) + " are incompatible with return type(s) of operation " + q(r)).report();
      return op.emitOpError("failed to infer returned types").report();
    }
    return true;
  }

  private static final java.util.regex.Pattern COMPOSITE_NAME = java.util.regex.Pattern.compile("^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$");

  /**
   * composite's symbol use (StableHLO's verifyCompositeOp): a namespaced name, and a decomposition
   * function whose signature is the op's.
   */
  static boolean verifyCompositeSymbols(Operation op) {
    String name = op.inherentAttr("name") instanceof org.jmlir.ir.attr.StringAttr n ? n.value() : "";
    if (!COMPOSITE_NAME.matcher(name).find()) {
      return op.emitError(
              "name must be a valid namespaced op name, i.e. it must match the following regular expression: "
                  + COMPOSITE_NAME.pattern() + " e.g. \"my_namespace.my_op\"")
          .report();
    }
    if (!(op.inherentAttr("decomposition") instanceof org.jmlir.ir.attr.SymbolRefAttr ref)) {
      return true;
    }
    Operation decomp = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref);
    if (decomp == null
        || !decomp.name().equals("func.func")
        || !(decomp.inherentAttr("function_type") instanceof org.jmlir.ir.attr.TypeAttr ta)
        || !(ta.value() instanceof org.jmlir.ir.type.FunctionType fn)) {
      return op.emitError("'" + ref.root() + "' does not reference a valid function").report();
    }
    List<Type> ins = op.operandTypes();
    if (ins.size() != fn.inputs().size()) {
      return op.emitError("has " + ins.size() + " operand(s), but decomposition has " + fn.inputs().size()).report();
    }
    for (int i = 0; i < ins.size(); i++) {
      if (!ins.get(i).equals(fn.inputs().get(i))) {
        return op.emitError("operand at index " + i + " has type " + q(ins.get(i)) + ", but decomposition has type " + q(fn.inputs().get(i))).report();
      }
    }
    List<Type> outs = op.resultTypes();
    if (outs.size() != fn.results().size()) {
      return op.emitError("has " + outs.size() + " result(s), but decomposition has " + fn.results().size()).report();
    }
    for (int i = 0; i < outs.size(); i++) {
      if (!outs.get(i).equals(fn.results().get(i))) {
        return op.emitError("result at index " + i + " has type " + q(outs.get(i)) + ", but decomposition has type " + q(fn.results().get(i))).report();
      }
    }
    return true;
  }

  /** sort's verifier: the dimension and the comparator's signature. */
  private static boolean verifySort(HloOp op) {
    if (op.numOperands() == 0) {
      return true;
    }
    long dim = op.i64("dimension", -1);
    if (op.operand(0).type() instanceof RankedTensorType t) {
      long rank = t.shape().length;
      if (dim < -rank || dim >= rank) {
        return op.emitError("dimension attribute value must be in range [-" + rank + ", " + rank + "), but found " + dim).report();
      }
    }
    if (op.region(0).isEmpty()) {
      return true;
    }
    Block b = op.region(0).blocks().get(0);
    int n = op.numOperands();
    if (b.numArguments() != 2 * n) {
      return op.emitError("comparator block should have " + (2 * n) + " arguments").report();
    }
    for (int i = 0; i < n; i++) {
      Type expected = RankedTensorType.get(op.context(), new long[0], HloTypes.elementType(op.operand(i).type()));
      for (int k : new int[] {2 * i, 2 * i + 1}) {
        Type at = b.argument(k).type();
        if (!at.equals(expected)) {
          return op.emitError("comparator block argument #" + k + " should be of type " + q(expected) + " but got " + q(at)).report();
        }
      }
    }
    Operation term = b.last();
    if (term == null) {
      return true;
    }
    if (term.numOperands() != 1) {
      return op.emitError("comparator must return single output but got " + term.numOperands()).report();
    }
    Type rt = term.operand(0).type();
    if (!(rt instanceof RankedTensorType r) || r.shape().length != 0 || !HloTypes.isPred(r.elementType())) {
      return op.emitError("comparator must return tensor<i1> but got " + q(rt)).report();
    }
    return true;
  }

  private static boolean verifyResultAccuracy(HloOp op) {
    if (op.inherentAttr("result_accuracy") instanceof ResultAccuracyAttr a) {
      if (a.atol() < 0 || a.rtol() < 0 || a.ulps() < 0) {
        return op.emitError("Negative tolerance").report();
      }
      String mode = a.mode().value();
      if ((mode.equals("DEFAULT") || mode.equals("HIGHEST")) && (a.atol() != 0 || a.rtol() != 0 || a.ulps() != 0)) {
        return op.emitError("Invalid tolerances for ResultAccuracyAttr with mode " + mode + ", must be all zero.").report();
      }
    }
    return true;
  }
}

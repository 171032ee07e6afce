package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.chlo.ScanOp;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * chlo.scan as StableHLO's ConvertScanOp lowers it: a stablehlo.while over an i64 counter carrying
 * the scan's carries and its outputs (zero-filled); each step slices the inputs at the counter's
 * position ((N-1) - counter for a reverse scan), runs the scan body on those slices and the
 * carries, and writes the body's outputs back with dynamic_update_slice. Inputs of static shape
 * are sliced with dynamic_slice, others with real_dynamic_slice on shapes built from
 * get_dimension_size.
 */
final class ScanLowering {
  private ScanLowering() {}

  /** The values replacing scan's results (outputs, then carries); null when it cannot be lowered. */
  static List<Value> lower(Operation operation) {
    if (!(operation instanceof ScanOp op)) {
      return null;
    }
    MLIRContext ctx = op.context();
    OpCreator b = new OpCreator(op);
    int dim = (int) op.dimension();
    List<Value> inputs = op.inputs();
    List<Value> inits = op.inits();
    int numCarries = inits.size();
    int numOutputs = op.numResults() - numCarries;
    boolean reverse = op.attr("is_reverse") instanceof IntegerAttr r && r.value().signum() != 0;
    IntegerType i64 = IntegerType.get(ctx, 64);
    IntegerType i32 = IntegerType.get(ctx, 32);
    RankedTensorType scalarI64 = RankedTensorType.get(ctx, new long[0], i64);
    RankedTensorType scalarI32 = RankedTensorType.get(ctx, new long[0], i32);
    for (Value v : inputs) {
      if (!(v.type() instanceof RankedTensorType)) {
        return null;
      }
    }
    for (int i = 0; i < numOutputs; i++) {
      if (!(op.result(i).type() instanceof RankedTensorType rt) || (!rt.hasStaticShape() && inputs.isEmpty())) {
        return null;
      }
    }
    // 1. The scan dimension's size, as i64.
    Value size32;
    if (!inputs.isEmpty()) {
      size32 = b.value("stablehlo.get_dimension_size", List.of(inputs.get(0)), scalarI32, new NamedAttribute("dimension", HloAttrs.i64(ctx, dim)));
    } else {
      long n = ((RankedTensorType) op.result(0).type()).shape()[dim];
      if (n == ShapedType.DYNAMIC) {
        return null;
      }
      size32 = b.constant(scalarI32, BigInteger.valueOf(n));
    }
    Value size = b.value("stablehlo.convert", List.of(size32), scalarI64);
    // 2. Initial values: the counter, the carries, zero-filled outputs.
    List<Value> initial = new ArrayList<>();
    initial.add(b.constant(scalarI64, BigInteger.ZERO));
    initial.addAll(inits);
    for (int i = 0; i < numOutputs; i++) {
      RankedTensorType rt = (RankedTensorType) op.result(i).type();
      Value zero = b.constant(RankedTensorType.get(ctx, new long[0], rt.elementType()), BigInteger.ZERO);
      if (rt.hasStaticShape()) {
        initial.add(b.value("stablehlo.broadcast_in_dim", List.of(zero), rt, new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(ctx, new long[0]))));
      } else {
        Value ref = inputs.get(i < inputs.size() ? i : 0);
        Value shape = b.value("shape.shape_of", List.of(ref),
            RankedTensorType.get(ctx, new long[] {((RankedTensorType) ref.type()).rank()}, org.jmlir.ir.type.IndexType.get(ctx)));
        initial.add(b.value("stablehlo.dynamic_broadcast_in_dim", List.of(zero, shape), rt,
            new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(ctx, new long[0]))));
      }
    }
    List<Type> types = new ArrayList<>();
    for (Value v : initial) {
      types.add(v.type());
    }
    // 3. The loop.
    Operation loop = b.create("stablehlo.while", initial, types, List.of(), 2);
    Block cond = new Block();
    loop.region(0).addBlock(cond);
    Block body = new Block();
    loop.region(1).addBlock(body);
    for (Type t : types) {
      cond.addArgument(t, op.location());
      body.addArgument(t, op.location());
    }
    OpCreator cb = new OpCreator(op);
    cb.setInsertionPointToEnd(cond);
    Value lt = cb.value("stablehlo.compare", List.of(cond.argument(0), size), RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1)),
        new NamedAttribute("comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, "LT")));
    cb.create("stablehlo.return", List.of(lt), List.of(), List.of(), 0);

    OpCreator bb = new OpCreator(op);
    bb.setInsertionPointToEnd(body);
    Value counter = body.argument(0);
    Value pos = counter;
    if (reverse) {
      Value one = bb.constant(scalarI64, BigInteger.ONE);
      Value last = bb.value("stablehlo.subtract", List.of(size, one), scalarI64);
      pos = bb.value("stablehlo.subtract", List.of(last, counter), scalarI64);
    }
    List<Value> carries = new ArrayList<>(body.arguments().subList(1, 1 + numCarries));
    List<Value> outputs = new ArrayList<>(body.arguments().subList(1 + numCarries, 1 + numCarries + numOutputs));
    // Slices of the inputs at the position.
    List<Value> sliced = new ArrayList<>();
    for (Value in : inputs) {
      sliced.add(slice(bb, ctx, in, dim, pos));
    }
    // The scan body on the slices and the carries.
    Block scanBody = op.region(0).front();
    IRMapping map = new IRMapping();
    for (int i = 0; i < inputs.size(); i++) {
      map.map(scanBody.argument(i), sliced.get(i));
    }
    for (int i = 0; i < numCarries; i++) {
      map.map(scanBody.argument(inputs.size() + i), carries.get(i));
    }
    Operation terminator = scanBody.terminator();
    for (Operation o : scanBody.operations()) {
      if (o != terminator) {
        body.append(o.clone(map));
      }
    }
    List<Value> results = new ArrayList<>();
    for (Value v : terminator.operands()) {
      results.add(map.lookupOrDefault(v));
    }
    // The outputs updated at the position.
    List<Value> yields = new ArrayList<>();
    yields.add(bb.value("stablehlo.add", List.of(counter, bb.constant(scalarI64, BigInteger.ONE)), scalarI64));
    yields.addAll(results.subList(numOutputs, numOutputs + numCarries));
    Value zero = bb.constant(scalarI64, BigInteger.ZERO);
    for (int i = 0; i < numOutputs; i++) {
      RankedTensorType ot = (RankedTensorType) outputs.get(i).type();
      long[] es = ot.shape().clone();
      es[dim] = 1;
      Value element = bb.value("stablehlo.reshape", List.of(results.get(i)), RankedTensorType.get(ctx, es, ot.elementType()));
      List<Value> operands = new ArrayList<>();
      operands.add(outputs.get(i));
      operands.add(element);
      for (int d = 0; d < ot.rank(); d++) {
        operands.add(d == dim ? pos : zero);
      }
      yields.add(bb.value("stablehlo.dynamic_update_slice", operands, ot));
    }
    bb.create("stablehlo.return", yields, List.of(), List.of(), 0);
    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < numOutputs; i++) {
      replacements.add(loop.result(1 + numCarries + i));
    }
    for (int i = 0; i < numCarries; i++) {
      replacements.add(loop.result(1 + i));
    }
    return replacements;
  }

  /** Input {@code in} at position {@code pos} of {@code dim}, that dimension dropped. */
  private static Value slice(OpCreator b, MLIRContext ctx, Value in, int dim, Value pos) {
    RankedTensorType t = (RankedTensorType) in.type();
    int rank = t.rank();
    IntegerType i64 = IntegerType.get(ctx, 64);
    RankedTensorType scalarI64 = RankedTensorType.get(ctx, new long[0], i64);
    long[] sliceShape = t.shape().clone();
    sliceShape[dim] = 1;
    RankedTensorType sliceType = RankedTensorType.get(ctx, sliceShape, t.elementType());
    Value zero = b.constant(scalarI64, BigInteger.ZERO);
    Value slice;
    if (t.hasStaticShape()) {
      List<Value> operands = new ArrayList<>();
      operands.add(in);
      for (int d = 0; d < rank; d++) {
        operands.add(d == dim ? pos : zero);
      }
      slice = b.value("stablehlo.dynamic_slice", operands, sliceType, new NamedAttribute("slice_sizes", HloAttrs.i64Array(ctx, sliceShape)));
    } else {
      RankedTensorType oneI64 = RankedTensorType.get(ctx, new long[] {1}, i64);
      RankedTensorType vecI64 = RankedTensorType.get(ctx, new long[] {rank}, i64);
      NamedAttribute dim0 = new NamedAttribute("dimension", HloAttrs.i64(ctx, 0));
      List<Value> starts = new ArrayList<>();
      List<Value> limits = new ArrayList<>();
      for (int d = 0; d < rank; d++) {
        starts.add(b.value("stablehlo.reshape", List.of(d == dim ? pos : zero), oneI64));
        Value limit;
        if (d == dim) {
          limit = b.value("stablehlo.add", List.of(pos, b.constant(scalarI64, BigInteger.ONE)), scalarI64);
        } else {
          Value n = t.shape()[d] == ShapedType.DYNAMIC
              ? b.value("stablehlo.get_dimension_size", List.of(in), RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32)),
                  new NamedAttribute("dimension", HloAttrs.i64(ctx, d)))
              : b.constant(RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32)), BigInteger.valueOf(t.shape()[d]));
          limit = b.value("stablehlo.convert", List.of(n), scalarI64);
        }
        limits.add(b.value("stablehlo.reshape", List.of(limit), oneI64));
      }
      Value start = b.value("stablehlo.concatenate", starts, vecI64, dim0);
      Value limit = b.value("stablehlo.concatenate", limits, vecI64, dim0);
      Value strides = b.constant(vecI64, BigInteger.ONE);
      slice = b.value("stablehlo.real_dynamic_slice", List.of(in, start, limit, strides), sliceType);
    }
    long[] rs = new long[rank - 1];
    for (int d = 0, k = 0; d < rank; d++) {
      if (d != dim) {
        rs[k++] = sliceShape[d];
      }
    }
    return b.value("stablehlo.reshape", List.of(slice), RankedTensorType.get(ctx, rs, t.elementType()));
  }
}

package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** Folders and canonicalization patterns of vector ops, after MLIR 22's VectorOps.cpp. */
final class VectorFolds {
  private VectorFolds() {}

  /** A splat or dense constant of {@code type} from its row-major scalars. */
  static DenseIntOrFPElementsAttr dense(MLIRContext ctx, VectorType type, List<Attribute> scalars) {
    if (!scalars.isEmpty() && scalars.stream().allMatch(scalars.get(0)::equals)) {
      DenseIntOrFPElementsAttr one = ShapedFolds.dense(ctx, VectorType.get(ctx, new long[] {1}, type.elementType()), List.of(scalars.get(0)));
      return one == null ? null : DenseIntOrFPElementsAttr.getFromRaw(ctx, type, one.rawData(), true);
    }
    return ShapedFolds.dense(ctx, type, scalars);
  }

  private static long numElements(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  /**
   * extractInsertFoldConstantOp: dynamic positions given by constants become static, in place. Returns
   * true when it changed the op.
   */
  static boolean foldConstantPositions(Operation op, int firstDynamic, List<Attribute> constants) {
    if (op.numOperands() <= firstDynamic) {
      return false;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position")).clone();
    List<Value> kept = new ArrayList<>(op.operands().subList(0, firstDynamic));
    int next = firstDynamic;
    boolean changed = false;
    for (int i = 0; i < pos.length; i++) {
      if (pos[i] != org.jmlir.ir.type.ShapedType.DYNAMIC) {
        continue;
      }
      if (constants.get(next) instanceof IntegerAttr c) {
        pos[i] = c.longValue();
        changed = true;
      } else {
        kept.add(op.operand(next));
      }
      next++;
    }
    if (changed) {
      op.setOperands(kept);
      op.setAttr("static_position", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), pos));
    }
    return changed;
  }

  /** foldDenseElementsAttrSrcExtractOp: a static extract of a dense constant is a constant. */
  static List<OpFoldResult> extractFromConstant(Operation op, Attribute source) {
    if (!(source instanceof DenseIntOrFPElementsAttr d) || op.numOperands() != 1) {
      return null;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long[] shape = ((VectorType) op.operand(0).type()).shape();
    long offset = 0;
    for (int i = 0; i < shape.length; i++) {
      if (i < pos.length && (pos[i] < 0 || pos[i] >= shape[i])) {
        return null;
      }
      offset = offset * shape[i] + (i < pos.length ? pos[i] : 0);
    }
    MLIRContext ctx = op.context();
    Type result = op.result(0).type();
    if (!(result instanceof VectorType rt)) {
      Attribute e = ShapedFolds.element(ctx, d, offset);
      return e == null ? null : ShapedFolds.constant(e);
    }
    long n = numElements(rt.shape());
    List<Attribute> scalars = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      scalars.add(ShapedFolds.element(ctx, d, offset + i));
    }
    if (scalars.contains(null)) {
      return null;
    }
    DenseIntOrFPElementsAttr out = dense(ctx, rt, scalars);
    return out == null ? null : ShapedFolds.constant(out);
  }

  /**
   * The insert part of ExtractFromInsertTransposeChainState (static positions of the same length):
   * an extract of what an insert at the same position stored is that value; an insert at another
   * position is skipped (the extract reads its destination), in place. Inserts of slices of another
   * rank stop the walk (MLIR folds some of those too).
   */
  static List<OpFoldResult> extractFromInsert(Operation op) {
    if (op.numOperands() != 1) {
      return null;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    Value source = op.operand(0);
    Operation def = source.definingOp();
    while (def != null && def.def() == VectorOps.INSERT && def.numOperands() == 2) {
      long[] ins = VectorOp.longs(def.inherentAttr("static_position"));
      if (ins.length != pos.length) {
        // Slices of other ranks: MLIR's chain walk bails in the cases we have compared (kept as is).
        break;
      }
      if (Arrays.equals(ins, pos)) {
        return def.operand(0).type().equals(op.result(0).type()) ? ShapedFolds.value(def.operand(0)) : null;
      }
      source = def.operand(1);
      def = source.definingOp();
    }
    if (source == op.operand(0)) {
      return null;
    }
    op.setOperand(0, source);
    return ShapedFolds.inPlace();
  }

  /** TransposeOp::fold: an identity permutation is the source; a splat constant is transposed as a splat. */
  static List<OpFoldResult> transpose(Operation op, List<Attribute> constants) {
    long[] perm = VectorOp.longs(op.inherentAttr("permutation"));
    boolean identity = true;
    for (int i = 0; i < perm.length; i++) {
      identity &= perm[i] == i;
    }
    if (identity) {
      return ShapedFolds.value(op.operand(0));
    }
    if (constants.get(0) instanceof DenseIntOrFPElementsAttr d && d.isSplat()) {
      VectorType rt = (VectorType) op.result(0).type();
      return ShapedFolds.constant(DenseIntOrFPElementsAttr.getFromRaw(op.context(), rt, d.rawData(), true));
    }
    return null;
  }

  /** FoldTransposeTransposeOp: a transpose of a transpose is one transpose of the first source (composed permutation). */
  static boolean transposeOfTranspose(Operation op, PatternRewriter rw) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != VectorOps.TRANSPOSE) {
      return false;
    }
    long[] outer = VectorOp.longs(op.inherentAttr("permutation"));
    long[] inner = VectorOp.longs(def.inherentAttr("permutation"));
    long[] composed = new long[outer.length];
    for (int i = 0; i < outer.length; i++) {
      composed[i] = inner[(int) outer[i]];
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.transpose", List.of(def.operand(0)), op.result(0).type(),
        "permutation", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), composed))));
    return true;
  }

  /** ConstantMaskOp::fold: a mask of all or no lanes is a splat constant. */
  static List<OpFoldResult> constantMask(Operation op, List<Attribute> constants) {
    VectorType vt = (VectorType) op.result(0).type();
    long[] bounds = VectorOp.longs(op.inherentAttr("mask_dim_sizes"));
    Boolean splat = null;
    if (vt.shape().length == 0) {
      splat = bounds[0] == 1;
    } else if (Arrays.equals(bounds, vt.shape())) {
      splat = true;
    } else if (Arrays.stream(bounds).allMatch(b -> b == 0)) {
      splat = false;
    }
    if (splat == null || vt.isScalable()) {
      return null;
    }
    return ShapedFolds.constant(dense(op.context(), vt, List.of(IntegerAttr.bool(op.context(), splat))));
  }

  /** CreateMaskFolder (fixed-size): constant bounds give a {@code vector.constant_mask}, clamped; a bound <= 0 empties it. */
  static boolean createMaskToConstant(Operation op, PatternRewriter rw) {
    VectorType vt = (VectorType) op.result(0).type();
    if (vt.isScalable()) {
      return false;
    }
    long[] sizes = new long[op.numOperands()];
    for (int i = 0; i < sizes.length; i++) {
      Operation c = op.operand(i).definingOp();
      if (c == null || !c.hasTrait(Trait.CONSTANT_LIKE) || !(c.inherentAttr("value") instanceof IntegerAttr v)) {
        return false;
      }
      if (v.longValue() <= 0) {
        sizes = new long[sizes.length];
        break;
      }
      sizes[i] = Math.min(v.longValue(), vt.shape().length == 0 ? 1 : vt.shape()[i]);
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.constant_mask", List.of(), vt,
        "mask_dim_sizes", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), sizes))));
    return true;
  }

  /** ElideSingleElementReduction: a reduction of one element extracts it and combines it with the accumulator. */
  static boolean singleElementReduction(Operation op, PatternRewriter rw) {
    VectorType vt = (VectorType) op.operand(0).type();
    if (vt.shape().length != 1 || vt.shape()[0] != 1 || vt.isScalable()
        || (op.parentOp() != null && op.parentOp().name().equals("vector.mask"))) {
      return false;
    }
    Type elem = vt.elementType();
    Value result = create(rw, op, "vector.extract", List.of(op.operand(0)), elem,
        "static_position", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), new long[] {0}));
    if (op.numOperands() > 1) {
      String kind = VectorEnumAttr.keywordOf(op.inherentAttr("kind"), VectorEnumAttr.KIND);
      String arith = org.jmlir.dialect.vector.transforms.LowerVectorMultiReduction.combiner(kind, elem);
      if (arith == null) {
        return false;
      }
      Attribute fmf = op.inherentAttr("fastmath");
      result = fmf != null && arith.endsWith("f") && !arith.equals("arith.andf")
          ? create(rw, op, arith, List.of(result, op.operand(1)), elem, "fastmath", fmf)
          : create(rw, op, arith, List.of(result, op.operand(1)), elem);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** MultiDimReductionOp::fold: a 1-D reduction over no dimension is its source. */
  static List<OpFoldResult> multiReduction(Operation op, List<Attribute> constants) {
    return ((VectorType) op.operand(0).type()).shape().length == 1 && VectorOp.longs(op.inherentAttr("reduction_dims")).length == 0
        ? ShapedFolds.value(op.operand(0)) : null;
  }

  /**
   * ElideUnitDimsInMultiDimReduction (unmasked): when every reduced dimension has size 1 the source is
   * shape-cast to the result (an extract of element 0 for a scalar result) and combined with the
   * accumulator.
   */
  static boolean elideUnitDimsReduction(Operation op, PatternRewriter rw) {
    if (op.parentOp() != null && op.parentOp().name().equals("vector.mask")) {
      return false;
    }
    VectorType vt = (VectorType) op.operand(0).type();
    for (long d : VectorOp.longs(op.inherentAttr("reduction_dims"))) {
      if (vt.shape()[(int) d] != 1) {
        return false;
      }
    }
    Type dest = op.result(0).type();
    String arith = org.jmlir.dialect.vector.transforms.LowerVectorMultiReduction.combiner(
        VectorEnumAttr.keywordOf(op.inherentAttr("kind"), VectorEnumAttr.KIND), vt.elementType());
    if (arith == null) {
      return false;
    }
    Value cast = dest instanceof VectorType
        ? create(rw, op, "vector.shape_cast", List.of(op.operand(0)), dest)
        : create(rw, op, "vector.extract", List.of(op.operand(0)), dest,
            "static_position", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), new long[vt.shape().length]));
    rw.replaceOp(op, List.of(create(rw, op, arith, List.of(op.operand(1), cast), dest)));
    return true;
  }

  /**
   * ShapeCastBroadcastFolder: a shape_cast of a broadcast of a scalar, or of a vector that broadcasts
   * to the cast's type too, is a broadcast to that type.
   */
  static boolean shapeCastOfBroadcast(Operation op, PatternRewriter rw) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != VectorOps.BROADCAST) {
      return false;
    }
    VectorType dst = (VectorType) op.result(0).type();
    if (def.operand(0).type() instanceof VectorType src) {
      long[] s = src.shape();
      long[] d = dst.shape();
      if (s.length > d.length) {
        return false;
      }
      for (int i = 1; i <= s.length; i++) {
        long a = s[s.length - i];
        long b = d[d.length - i];
        if (a != 1 && a != b || src.scalableDims()[s.length - i] != dst.scalableDims()[d.length - i] && a != 1) {
          return false;
        }
      }
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.broadcast", List.of(def.operand(0)), dst)));
    return true;
  }

  /** FromElementsOp's constant fold: all-constant int or float elements make a dense constant. */
  static List<OpFoldResult> fromElements(Operation op, List<Attribute> constants) {
    if (constants.isEmpty() || constants.stream().anyMatch(c -> !(c instanceof IntegerAttr || c instanceof org.jmlir.ir.attr.FloatAttr))) {
      return null;
    }
    VectorType vt = (VectorType) op.result(0).type();
    if (!((org.jmlir.ir.attr.TypedAttr) constants.get(0)).type().equals(vt.elementType())) {
      return null;
    }
    DenseIntOrFPElementsAttr d = dense(op.context(), vt, constants);
    return d == null ? null : ShapedFolds.constant(d);
  }

  /** ToElementsOp::fold: the elements of a from_elements of the same type are its operands. */
  static List<OpFoldResult> toElements(Operation op, List<Attribute> constants) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != VectorCustomOps.FROM_ELEMENTS || !def.result(0).type().equals(op.operand(0).type())) {
      return null;
    }
    List<OpFoldResult> out = new ArrayList<>();
    for (Value v : def.operands()) {
      out.add(OpFoldResult.of(v));
    }
    return out;
  }

  /** BitCastOp::fold: a cast to its own type is its source; a cast of a cast casts the first source (or is it). */
  static List<OpFoldResult> bitcast(Operation op, List<Attribute> constants) {
    if (op.operand(0).type().equals(op.result(0).type())) {
      return ShapedFolds.value(op.operand(0));
    }
    Operation def = op.operand(0).definingOp();
    if (def != null && def.def() == VectorOps.BITCAST) {
      if (def.operand(0).type().equals(op.result(0).type())) {
        return ShapedFolds.value(def.operand(0));
      }
      op.setOperand(0, def.operand(0));
      return ShapedFolds.inPlace();
    }
    return null;
  }

  /** ExtractStridedSliceOp::fold (first rule): a slice of the whole vector is the vector. */
  static List<OpFoldResult> extractStridedSlice(Operation op, List<Attribute> constants) {
    return op.operand(0).type().equals(op.result(0).type()) ? ShapedFolds.value(op.operand(0)) : null;
  }

  /** ShuffleOp::fold (its identity rules): a mask 0..n-1 of the first operand's size is the first operand, n.. the second. */
  static List<OpFoldResult> shuffle(Operation op, List<Attribute> constants) {
    VectorType v1 = (VectorType) op.operand(0).type();
    if (v1.shape().length != 1 || v1.isScalable() || !op.operand(0).type().equals(op.result(0).type())) {
      return null;
    }
    long[] mask = VectorOp.longs(op.inherentAttr("mask"));
    long n = v1.shape()[0];
    if (isStep(mask, 0)) {
      return ShapedFolds.value(op.operand(0));
    }
    if (op.operand(1).type().equals(v1) && isStep(mask, n)) {
      return ShapedFolds.value(op.operand(1));
    }
    return null;
  }

  private static boolean isStep(long[] mask, long from) {
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] != from + i) {
        return false;
      }
    }
    return true;
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, Object... props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(List.of(type));
    for (int i = 0; i < props.length; i += 2) {
      s.addAttribute((String) props[i], (Attribute) props[i + 1]);
    }
    rw.setInsertionPoint(at);
    return rw.create(s).result(0);
  }
}

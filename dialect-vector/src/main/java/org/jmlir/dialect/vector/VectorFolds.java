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

  /** TransposeOp::fold: an identity permutation is the source; a splat constant is transposed as a splat. */
  static List<OpFoldResult> transpose(Operation op, List<Attribute> constants) {
    long[] perm = VectorOp.longs(op.inherentAttr("permutation"));
    boolean identity = true;
    for (int i = 0; i < perm.length; i++) {
      identity &= perm[i] == i;
    }
    if (identity || op.operand(0).type().equals(op.result(0).type()) && orderPreserving(op)) {
      return ShapedFolds.value(op.operand(0));
    }
    if (constants.get(0) instanceof DenseIntOrFPElementsAttr d && d.isSplat()) {
      VectorType rt = (VectorType) op.result(0).type();
      return ShapedFolds.constant(DenseIntOrFPElementsAttr.getFromRaw(op.context(), rt, d.rawData(), true));
    }
    return null;
  }

  /** isOrderPreserving: the transpose keeps the order of the non-unit dims (a scalable dim is never unit). */
  static boolean orderPreserving(Operation transpose) {
    VectorType in = (VectorType) transpose.operand(0).type();
    long[] perm = VectorOp.longs(transpose.inherentAttr("permutation"));
    long last = -1;
    for (long p : perm) {
      if (in.shape()[(int) p] != 1 || in.scalableDims()[(int) p]) {
        if (p < last) {
          return false;
        }
        last = p;
      }
    }
    return true;
  }

  /** FoldTransposeCreateMask: a transpose of a create_mask or constant_mask is the mask with its bounds permuted. */
  static boolean transposeOfMask(Operation op, PatternRewriter rw) {
    Operation mask = op.operand(0).definingOp();
    if (mask == null || mask.def() != VectorOps.CREATE_MASK && mask.def() != VectorOps.CONSTANT_MASK) {
      return false;
    }
    long[] perm = VectorOp.longs(op.inherentAttr("permutation"));
    Type rt = op.result(0).type();
    if (mask.def() == VectorOps.CREATE_MASK) {
      List<Value> bounds = new ArrayList<>();
      for (long p : perm) {
        bounds.add(mask.operand((int) p));
      }
      rw.replaceOp(op, List.of(create(rw, op, "vector.create_mask", bounds, rt)));
      return true;
    }
    long[] dims = VectorOp.longs(mask.inherentAttr("mask_dim_sizes"));
    long[] out = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      out[i] = dims[(int) perm[i]];
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.constant_mask", List.of(), rt,
        "mask_dim_sizes", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), out))));
    return true;
  }

  /**
   * ShapeCastCreateMaskFolderTrailingOneDim: a shape_cast dropping trailing unit dims of a create_mask
   * (bounds there the constant 1) or constant_mask (sizes 1 there) is the mask without them.
   */
  static boolean shapeCastOfMask(Operation op, PatternRewriter rw) {
    Operation mask = op.operand(0).definingOp();
    if (mask == null || mask.def() != VectorOps.CREATE_MASK && mask.def() != VectorOps.CONSTANT_MASK) {
      return false;
    }
    VectorType src = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    int keep = res.shape().length;
    int drop = src.shape().length - keep;
    if (drop <= 0 || !java.util.Arrays.equals(java.util.Arrays.copyOf(src.shape(), keep), res.shape())) {
      return false;
    }
    for (int i = keep; i < src.shape().length; i++) {
      if (src.shape()[i] != 1 || src.scalableDims()[i]) {
        return false;
      }
    }
    if (mask.def() == VectorOps.CREATE_MASK) {
      for (int i = keep; i < mask.numOperands(); i++) {
        Long c = constantIndex(mask.operand(i));
        if (c == null || c != 1) {
          return false;
        }
      }
      rw.replaceOp(op, List.of(create(rw, op, "vector.create_mask", new ArrayList<>(mask.operands().subList(0, keep)), res)));
      return true;
    }
    long[] dims = VectorOp.longs(mask.inherentAttr("mask_dim_sizes"));
    for (int i = keep; i < dims.length; i++) {
      if (dims[i] != 1) {
        return false;
      }
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.constant_mask", List.of(), res,
        "mask_dim_sizes", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), java.util.Arrays.copyOf(dims, keep)))));
    return true;
  }

  /** FoldTransposeShapeCast: an order-preserving transpose of a shape_cast is one shape_cast of its source. */
  static boolean transposeOfShapeCast(Operation op, PatternRewriter rw) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != VectorOps.SHAPE_CAST || !orderPreserving(op)) {
      return false;
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.shape_cast", List.of(def.operand(0)), op.result(0).type())));
    return true;
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
    if (splat == null) {
      return null;
    }
    return ShapedFolds.constant(dense(op.context(), vt, List.of(IntegerAttr.bool(op.context(), splat))));
  }

  /**
   * CreateMaskFolder: constant bounds give a {@code vector.constant_mask}, clamped, all zero when one is
   * zero. A scalable dimension folds only with a negative constant (empty) or {@code vscale * c} with c
   * at least its size (full).
   */
  static boolean createMaskToConstant(Operation op, PatternRewriter rw) {
    VectorType vt = (VectorType) op.result(0).type();
    long[] dims = vt.shape().length == 0 ? new long[] {1} : vt.shape();
    boolean[] scalable = vt.shape().length == 0 ? new boolean[1] : vt.scalableDims();
    long[] sizes = new long[op.numOperands()];
    for (int i = 0; i < sizes.length; i++) {
      Long c = constantIndex(op.operand(i));
      if (c != null) {
        if (scalable[i] && c >= 0) {
          return false;
        }
        sizes[i] = c;
        continue;
      }
      Long mult = vscaleMultiple(op.operand(i));
      if (mult == null || mult < dims[i]) {
        return false;
      }
      sizes[i] = mult;
    }
    boolean empty = false;
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = Math.max(0, Math.min(sizes[i], dims[i]));
      empty |= sizes[i] == 0;
    }
    if (empty) {
      sizes = new long[sizes.length];
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.constant_mask", List.of(), vt,
        "mask_dim_sizes", DenseArrayAttr.get(op.context(), IntegerType.get(op.context(), 64), sizes))));
    return true;
  }

  static Long constantIndex(Value v) {
    Operation c = v.definingOp();
    return c != null && c.hasTrait(Trait.CONSTANT_LIKE) && c.inherentAttr("value") instanceof IntegerAttr i ? i.longValue() : null;
  }

  /** getConstantVscaleMultiplier: c for {@code arith.muli} of {@code vector.vscale} and constant c (either order). */
  private static Long vscaleMultiple(Value v) {
    Operation mul = v.definingOp();
    if (mul == null || !mul.name().equals("arith.muli")) {
      return null;
    }
    for (int i = 0; i < 2; i++) {
      Operation a = mul.operand(i).definingOp();
      Long c = constantIndex(mul.operand(1 - i));
      if (a != null && a.def() == VectorOps.VSCALE && c != null) {
        return c;
      }
    }
    return null;
  }

  /**
   * ElideSingleElementReduction: a reduction of one element (1-D of size 1, or 0-D) extracts it and
   * combines it with the accumulator; under a vector.mask the mask's lane selects between the
   * combination and the accumulator, and the mask op is what is replaced.
   */
  static boolean singleElementReduction(Operation op, PatternRewriter rw) {
    VectorType vt = (VectorType) op.operand(0).type();
    if (vt.shape().length > 1 || vt.shape().length == 1 && (vt.shape()[0] != 1 || vt.isScalable())) {
      return false;
    }
    Operation root = maskingOp(op);
    Type elem = vt.elementType();
    String arith = null;
    if (op.numOperands() > 1) {
      arith = org.jmlir.dialect.vector.transforms.LowerVectorMultiReduction.combiner(
          VectorEnumAttr.keywordOf(op.inherentAttr("kind"), VectorEnumAttr.KIND), elem);
      if (arith == null) {
        return false;
      }
    }
    Value mask = root == op ? null : extractAll(rw, root, root.operand(0));
    Value result = extractAll(rw, root, op.operand(0));
    if (arith != null) {
      Attribute fmf = op.inherentAttr("fastmath");
      result = fmf != null && arith.endsWith("f") && !arith.equals("arith.andf")
          ? create(rw, root, arith, List.of(result, op.operand(1)), elem, "fastmath", fmf)
          : create(rw, root, arith, List.of(result, op.operand(1)), elem);
      if (mask != null) {
        result = create(rw, root, "arith.select", List.of(mask, result, op.operand(1)), elem);
      }
    }
    rw.replaceOp(root, List.of(result));
    return true;
  }

  /** The vector.mask op around {@code op}, or {@code op} itself when it is not masked. */
  static Operation maskingOp(Operation op) {
    Operation parent = op.parentOp();
    return parent != null && parent.def() == VectorMask.MASK ? parent : op;
  }

  /** ExtractOp's builder without position: element 0 of every dimension, or the element of a 0-D vector. */
  static Value extractAll(PatternRewriter rw, Operation at, Value v) {
    VectorType vt = (VectorType) v.type();
    return create(rw, at, "vector.extract", List.of(v), vt.elementType(),
        "static_position", DenseArrayAttr.get(at.context(), IntegerType.get(at.context(), 64), new long[vt.shape().length]));
  }

  /** MultiDimReductionOp::fold: a 1-D reduction over no dimension is its source. */
  static List<OpFoldResult> multiReduction(Operation op, List<Attribute> constants) {
    return ((VectorType) op.operand(0).type()).shape().length == 1 && VectorOp.longs(op.inherentAttr("reduction_dims")).length == 0
        ? ShapedFolds.value(op.operand(0)) : null;
  }

  /**
   * ElideUnitDimsInMultiDimReduction: when every reduced dimension has size 1 the source is
   * shape-cast to the result (an extract of element 0 for a scalar result) and combined with the
   * accumulator.
   */
  static boolean elideUnitDimsReduction(Operation op, PatternRewriter rw) {
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
    Operation root = maskingOp(op);
    Value mask = root == op ? null : root.operand(0);
    Value cast;
    if (dest instanceof VectorType dv) {
      if (mask != null) {
        mask = create(rw, root, "vector.shape_cast", List.of(mask),
            VectorType.get(op.context(), dv.shape(), dv.scalableDims(), IntegerType.get(op.context(), 1)));
      }
      cast = create(rw, root, "vector.shape_cast", List.of(op.operand(0)), dest);
    } else {
      if (mask != null) {
        mask = extractAll(rw, root, mask);
      }
      cast = extractAll(rw, root, op.operand(0));
    }
    Value result = create(rw, root, arith, List.of(op.operand(1), cast), dest);
    if (mask != null) {
      // makeArithReduction(acc, cast, mask): the masked-off lanes keep its second operand.
      result = create(rw, root, "arith.select", List.of(mask, result, cast), dest);
    }
    rw.replaceOp(root, List.of(result));
    return true;
  }

  /**
   * ShapeCastBroadcastFolder: a shape_cast of a broadcast of a vector with as many elements as the
   * cast's result is a shape_cast of that vector; of a scalar, or of a vector that broadcasts to the
   * cast's type, a broadcast to that type.
   */
  static boolean shapeCastOfBroadcast(Operation op, PatternRewriter rw) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != VectorOps.BROADCAST) {
      return false;
    }
    VectorType dst = (VectorType) op.result(0).type();
    if (def.operand(0).type() instanceof VectorType src) {
      if (VectorSliceFolds.count(src.shape()) == VectorSliceFolds.count(dst.shape())) {
        rw.replaceOp(op, List.of(create(rw, op, "vector.shape_cast", List.of(def.operand(0)), dst)));
        return true;
      }
      if (!VectorSliceFolds.broadcastable(src, dst)) {
        return false;
      }
    }
    rw.replaceOp(op, List.of(create(rw, op, "vector.broadcast", List.of(def.operand(0)), dst)));
    return true;
  }

  /** FromElementsOp's constant fold: all-constant int or float elements make a dense constant. */
  static List<OpFoldResult> fromElements(Operation op, List<Attribute> constants) {
    // foldFromElementsToElements: the results of one to_elements, in order, rebuild its source.
    Operation te = op.operand(0).definingOp();
    if (te != null && te.def() == VectorCustomOps.TO_ELEMENTS && te.operand(0).type().equals(op.result(0).type())
        && op.numOperands() == te.numResults()) {
      boolean inOrder = true;
      for (int i = 0; i < op.numOperands(); i++) {
        inOrder &= op.operand(i) == te.result(i);
      }
      if (inOrder) {
        return ShapedFolds.value(te.operand(0));
      }
    }
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
    if (def != null && def.def() == VectorOps.BROADCAST && !(def.operand(0).type() instanceof VectorType)) {
      // The elements of a broadcast scalar are that scalar.
      return java.util.Collections.nCopies(op.numResults(), OpFoldResult.of(def.operand(0)));
    }
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
    return VectorSliceFolds.bitcastConstant(op, constants.get(0));
  }

  /** ShuffleOp::fold (its identity rules): a mask 0..n-1 of the first operand's size is the first operand, n.. the second. */
  static List<OpFoldResult> shuffle(Operation op, List<Attribute> constants) {
    VectorType v1 = (VectorType) op.operand(0).type();
    long[] mask = VectorOp.longs(op.inherentAttr("mask"));
    if (v1.shape().length == 1 && !v1.isScalable() && op.operand(0).type().equals(op.result(0).type())) {
      long n = v1.shape()[0];
      if (isStep(mask, 0)) {
        return ShapedFolds.value(op.operand(0));
      }
      if (op.operand(1).type().equals(v1) && isStep(mask, n)) {
        return ShapedFolds.value(op.operand(1));
      }
    }
    return shuffleConstants(op, constants, mask);
  }

  /**
   * ShuffleOp::fold's constant rule: two poison operands give poison; 1-D dense (or poison) operands
   * give a dense constant, a poison lane or operand taking the first element of a non-poison operand.
   */
  private static List<OpFoldResult> shuffleConstants(Operation op, List<Attribute> constants, long[] mask) {
    Attribute a = constants.get(0);
    Attribute b = constants.get(1);
    boolean aPoison = a instanceof org.jmlir.dialect.ub.PoisonAttr;
    boolean bPoison = b instanceof org.jmlir.dialect.ub.PoisonAttr;
    if (aPoison && bPoison) {
      return ShapedFolds.constant(a);
    }
    VectorType v1 = (VectorType) op.operand(0).type();
    if (v1.shape().length != 1 || !(aPoison || a instanceof DenseIntOrFPElementsAttr) || !(bPoison || b instanceof DenseIntOrFPElementsAttr)) {
      return null;
    }
    long n1 = v1.shape()[0];
    long n2 = ((VectorType) op.operand(1).type()).shape()[0];
    Attribute poison = null;
    if (!bPoison) {
      poison = ShapedFolds.element(op.context(), (DenseIntOrFPElementsAttr) b, 0);
    }
    if (!aPoison) {
      poison = ShapedFolds.element(op.context(), (DenseIntOrFPElementsAttr) a, 0);
    }
    List<Attribute> out = new ArrayList<>();
    for (long m : mask) {
      if (m == -1 || m < n1 && aPoison || m >= n1 && bPoison) {
        out.add(poison);
      } else if (m < n1) {
        out.add(ShapedFolds.element(op.context(), (DenseIntOrFPElementsAttr) a, m));
      } else if (m - n1 < n2) {
        out.add(ShapedFolds.element(op.context(), (DenseIntOrFPElementsAttr) b, m - n1));
      } else {
        return null;
      }
    }
    if (out.contains(null)) {
      return null;
    }
    DenseIntOrFPElementsAttr d = dense(op.context(), (VectorType) op.result(0).type(), out);
    return d == null ? null : ShapedFolds.constant(d);
  }

  private static boolean isStep(long[] mask, long from) {
    for (int i = 0; i < mask.length; i++) {
      if (mask[i] != from + i) {
        return false;
      }
    }
    return true;
  }

  static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, Object... props) {
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

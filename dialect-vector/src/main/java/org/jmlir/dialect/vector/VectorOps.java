package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** The vector dialect's ops with a declarative syntax (MLIR 22's VectorOps.td). */
public final class VectorOps {
  private VectorOps() {}

  static final TypeConstraint VECTOR = vector("vector of any type values", t -> true);

  static final TypeConstraint FIXED_VECTOR = vector("fixed-length vector of any type values", v -> !v.isScalable());

  static final TypeConstraint VECTOR_NON0 = vector("vector of any type values", v -> v.shape().length > 0);

  static final TypeConstraint VECTOR_OF_I1 = vector("vector of 1-bit signless integer values", v -> TypeConstraint.isI1(v.elementType()));

  static final TypeConstraint MEMREF = TypeConstraint.ofKind("memref of any type values", "builtin.memref",
      t -> t instanceof org.jmlir.ir.type.MemRefType, t -> t instanceof org.jmlir.ir.type.MemRefType);

  /**
   * A constraint on vector types (ODS's VectorType cppType): a format's {@code type($x)} of another kind
   * reports "invalid kind of type specified: expected builtin.vector, but found ...".
   */
  static TypeConstraint vector(String description, java.util.function.Predicate<VectorType> test) {
    return TypeConstraint.ofKind(description, "builtin.vector", t -> t instanceof VectorType, t -> t instanceof VectorType v && test.test(v));
  }

  static final TypeConstraint SHAPED = new TypeConstraint("shaped of any type values", t -> t instanceof ShapedType);

  static final TypeConstraint INDEX_OR_INT = TypeConstraint.SIGNLESS_INTEGER_OR_INDEX;

  /** I64ArrayAttr: an array of i64 integer attributes. */
  static final AttrConstraint I64_ARRAY =
      AttrConstraint.of(
          "64-bit integer array attribute",
          a -> a instanceof ArrayAttr arr && arr.elements().stream().allMatch(e -> CommonAttrs.isSignlessIntAttr(e, 64)));

  /** DenseI64ArrayAttr written as a bare list in op syntax: {@code [1, 0]}. */
  static final AttrConstraint I64_LIST =
      new AttrConstraint(
          "i64 dense array attribute",
          a -> a instanceof org.jmlir.ir.attr.DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.width() == 64,
          p -> {
            List<Long> vals = new ArrayList<>();
            p.parseCommaSeparatedList(org.jmlir.ir.parse.Delimiter.SQUARE, () -> vals.add(p.parseInteger().longValue()), "");
            return org.jmlir.ir.attr.DenseArrayAttr.get(
                p.context(), IntegerType.get(p.context(), 64), vals.stream().mapToLong(Long::longValue).toArray());
          },
          null,
          (a, printer) -> {
            long[] v = VectorOp.longs(a);
            printer.print('[');
            for (int i = 0; i < v.length; i++) {
              printer.print(i > 0 ? ", " : "");
              printer.print(v[i]);
            }
            printer.print(']');
          });

  static final AttrConstraint KIND = VectorEnumAttr.constraint(VectorEnumAttr.KIND, "Kind of combining function for contractions and reductions");

  static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define(VectorDialect.NAMESPACE + "." + mnemonic, VectorOp::new);
  }

  static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** PredOpTrait "source operand and result have same element type". */
  static OpSpec.Builder sameElementType(OpSpec.Builder b, int operand) {
    return b.predicate(
        "source operand and result have same element type",
        op -> elementType(op.operand(operand).type()).equals(elementType(op.result(0).type())));
  }

  public static final OpDef BROADCAST =
      sameElementType(op("broadcast").operand("source", TypeConstraint.ANY).result("vector", VECTOR), 0)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($vector)")
          .verifier(VectorVerifiers::broadcast)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorOps::foldBroadcast)
          .build();

  /** BroadcastOp::fold: same type is the source; a constant scalar or splat source is a splat constant. */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> foldBroadcast(Operation op, List<Attribute> constants) {
    VectorType res = (VectorType) op.result(0).type();
    if (op.operand(0).type().equals(res)) {
      return org.jmlir.dialect.utils.ShapedFolds.value(op.operand(0));
    }
    Operation inner = op.operand(0).definingOp();
    if (inner != null && inner.def() == BROADCAST) {
      // BroadcastFolder: a broadcast of a broadcast broadcasts the first source.
      op.setOperand(0, inner.operand(0));
      return org.jmlir.dialect.utils.ShapedFolds.inPlace();
    }
    Attribute c = constants.get(0);
    if (c instanceof org.jmlir.dialect.ub.PoisonAttr) {
      return org.jmlir.dialect.utils.ShapedFolds.constant(c);
    }
    if (c instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d && d.isSplat()) {
      c = org.jmlir.dialect.utils.ShapedFolds.element(op.context(), d, 0);
    }
    if (!(c instanceof IntegerAttr || c instanceof org.jmlir.ir.attr.FloatAttr)
        || !((org.jmlir.ir.attr.TypedAttr) c).type().equals(res.elementType())) {
      return null;
    }
    org.jmlir.ir.attr.DenseIntOrFPElementsAttr one = org.jmlir.dialect.utils.ShapedFolds.dense(op.context(),
        VectorType.get(op.context(), new long[] {1}, res.elementType()), List.of(c));
    return one == null ? null : org.jmlir.dialect.utils.ShapedFolds.constant(
        org.jmlir.ir.attr.DenseIntOrFPElementsAttr.getFromRaw(op.context(), res, one.rawData(), true));
  }

  public static final OpDef EXTRACT =
      sameElementType(
              op("extract")
                  .operand("source", VECTOR)
                  .variadicOperand("dynamic_position", INDEX_OR_INT)
                  .attr("static_position", CommonAttrs.DENSE_I64_ARRAY)
                  .result("result", TypeConstraint.ANY),
              0)
          .traits(Trait.PURE)
          .customDirective("DynamicIndexList", DynamicIndexList.directive("dynamic_position", "static_position"))
          .format("$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)")
          .verifier(VectorVerifiers::extract)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorOps::foldExtract)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ExtractOpFromBroadcast", "vector.extract", 1, VectorSliceFolds::extractOfBroadcast),
              new org.jmlir.dialect.fold.NamedPattern("ExtractOpFromCreateMask", "vector.extract", 1, VectorMemFolds::extractOfCreateMask),
              new org.jmlir.dialect.fold.NamedPattern("foldExtractFromShapeCastToShapeCast", "vector.extract", 1, VectorSliceFolds::extractOfShapeCast),
              new org.jmlir.dialect.fold.NamedPattern("foldExtractFromFromElements", "vector.extract", 1, VectorSliceFolds::extractOfFromElements))))
          .build();

  /**
   * ExtractOp::fold, its first rule and the transpose part of its insert/transpose chain: an extract
   * with no position and the source's type is the source; an extract from (a chain of)
   * vector.transpose extracts from the transposed vector in place, with its position permuted back,
   * when the dimensions it does not index stay trailing and in order.
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> foldExtract(Operation op, List<Attribute> constants) {
    org.jmlir.ir.attr.DenseArrayAttr position = (org.jmlir.ir.attr.DenseArrayAttr) op.inherentAttr("static_position");
    if (position.size() == 0 && op.operand(0).type().equals(op.result(0).type())) {
      return org.jmlir.dialect.utils.ShapedFolds.value(op.operand(0));
    }
    if (constants.get(0) instanceof org.jmlir.dialect.ub.PoisonAttr p) {
      return org.jmlir.dialect.utils.ShapedFolds.constant(p);
    }
    boolean positionsFolded = VectorFolds.foldConstantPositions(op, 1, constants);
    if (VectorSliceFolds.hasPoisonIndex(op)) {
      return org.jmlir.dialect.utils.ShapedFolds.constant(org.jmlir.dialect.ub.PoisonAttr.get(op.context()));
    }
    if (op.numOperands() != 1) {
      // Dynamic positions: of the folds, only the one through a broadcast applies (as in MLIR).
      List<org.jmlir.ir.rewrite.OpFoldResult> r = foldExtractFromBroadcast(op, position);
      return r == null && positionsFolded ? org.jmlir.dialect.utils.ShapedFolds.inPlace() : r;
    }
    List<org.jmlir.ir.rewrite.OpFoldResult> folded = VectorFolds.extractFromConstant(op, constants.get(0));
    if (folded != null) {
      return folded;
    }
    if (foldExtractFromExtractChain(op)) {
      return org.jmlir.dialect.utils.ShapedFolds.inPlace();
    }
    List<org.jmlir.ir.rewrite.OpFoldResult> r = VectorSliceFolds.insertTransposeChain(op);
    if (r == null) {
      r = foldExtractFromBroadcast(op, position);
    }
    if (r == null) {
      r = VectorSliceFolds.extractFromOthers(op);
    }
    return r == null && positionsFolded ? org.jmlir.dialect.utils.ShapedFolds.inPlace() : r;
  }

  /**
   * foldExtractOpFromExtractChain: an extract (static positions) of a chain of static extracts
   * extracts from the first one's source at the positions joined.
   */
  private static boolean foldExtractFromExtractChain(Operation op) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != EXTRACT) {
      return false;
    }
    List<long[]> positions = new java.util.ArrayList<>();
    positions.add(org.jmlir.dialect.vector.VectorOp.longs(op.inherentAttr("static_position")));
    org.jmlir.ir.Value source = op.operand(0);
    while (def != null && def.def() == EXTRACT) {
      if (def.numOperands() != 1) {
        return false;
      }
      positions.add(0, org.jmlir.dialect.vector.VectorOp.longs(def.inherentAttr("static_position")));
      source = def.operand(0);
      def = source.definingOp();
    }
    long[] joined = positions.stream().flatMapToLong(java.util.Arrays::stream).toArray();
    org.jmlir.ir.attr.DenseArrayAttr position = (org.jmlir.ir.attr.DenseArrayAttr) op.inherentAttr("static_position");
    op.setOperand(0, source);
    op.setAttr("static_position", org.jmlir.ir.attr.DenseArrayAttr.get(op.context(), position.elementType(), joined));
    return true;
  }

  /**
   * foldExtractFromBroadcast (static or dynamic positions): an extract from a vector.broadcast extracts from the
   * broadcast's source, or is the source, when the dimensions it keeps were not broadcast; positions
   * in unit dimensions the broadcast stretched become 0, those in dimensions it added are dropped.
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> foldExtractFromBroadcast(Operation op,
      org.jmlir.ir.attr.DenseArrayAttr position) {
    Operation def = op.operand(0).definingOp();
    if (def == null || def.def() != BROADCAST) {
      return null;
    }
    org.jmlir.ir.Value source = def.operand(0);
    Type resultType = op.result(0).type();
    if (resultType.equals(source.type())) {
      return org.jmlir.dialect.utils.ShapedFolds.value(source);
    }
    long[] srcShape = source.type() instanceof VectorType v ? v.shape() : new long[0];
    long[] resShape = resultType instanceof VectorType v ? v.shape() : new long[0];
    long[] dstShape = ((VectorType) def.result(0).type()).shape();
    if (resShape.length > srcShape.length
        || !java.util.Arrays.equals(resShape, java.util.Arrays.copyOfRange(srcShape, srcShape.length - resShape.length, srcShape.length))) {
      return null;
    }
    long[] pos = new long[position.size()];
    // Each position's dynamic operand, if it has one (operands after the vector, in order).
    org.jmlir.ir.Value[] dynamic = new org.jmlir.ir.Value[pos.length];
    int next = 1;
    int added = dstShape.length - srcShape.length;
    for (int i = 0; i < pos.length; i++) {
      pos[i] = position.rawValue(i);
      if (pos[i] == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        dynamic[i] = op.operand(next++);
      }
      if (i >= added && srcShape[i - added] == 1 && dstShape[i] != 1) {
        pos[i] = 0;
        dynamic[i] = null;
      }
    }
    int keep = srcShape.length - resShape.length;
    List<org.jmlir.ir.Value> operands = new java.util.ArrayList<>();
    operands.add(source);
    for (int i = pos.length - keep; i < pos.length; i++) {
      if (dynamic[i] != null) {
        operands.add(dynamic[i]);
      }
    }
    op.setOperands(operands);
    op.setAttr("static_position", org.jmlir.ir.attr.DenseArrayAttr.get(op.context(), position.elementType(),
        java.util.Arrays.copyOfRange(pos, pos.length - keep, pos.length)));
    return org.jmlir.dialect.utils.ShapedFolds.inPlace();
  }

  public static final OpDef INSERT =
      op("insert")
          .operand("valueToStore", TypeConstraint.ANY)
          .operand("dest", VECTOR)
          .variadicOperand("dynamic_position", INDEX_OR_INT)
          .attr("static_position", CommonAttrs.DENSE_I64_ARRAY)
          .result("result", VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("dest", "result")
          .customDirective("DynamicIndexList", DynamicIndexList.directive("dynamic_position", "static_position"))
          .format("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)")
          .verifier(VectorVerifiers::insert)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorSliceFolds::insert)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("InsertToBroadcast", "vector.insert", 1, VectorSplatPatterns::insertToBroadcast),
              new org.jmlir.dialect.fold.NamedPattern("InsertSplatToSplat", "vector.insert", 1, VectorSplatPatterns::insertSplat),
              new org.jmlir.dialect.fold.NamedPattern("InsertChainFullyInitialized", "vector.insert", 1, VectorSplatPatterns::insertChainToFromElements))))
          .build();

  public static final OpDef EXTRACT_STRIDED_SLICE =
      op("extract_strided_slice")
          .operand("source", VECTOR_NON0)
          .attr("offsets", I64_ARRAY)
          .attr("sizes", I64_ARRAY)
          .attr("strides", I64_ARRAY)
          .result("result", VECTOR_NON0)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type(results)")
          .verifier(VectorVerifiers::extractStridedSlice)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorSliceFolds::extractStridedSlice)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("StridedSliceConstantMaskFolder", "vector.extract_strided_slice", 1, VectorSliceFolds::sliceOfConstantMask),
              new org.jmlir.dialect.fold.NamedPattern("StridedSliceBroadcast", "vector.extract_strided_slice", 1, VectorSliceFolds::sliceOfBroadcast))))
          .build();

  public static final OpDef INSERT_STRIDED_SLICE =
      op("insert_strided_slice")
          .operand("valueToStore", VECTOR_NON0)
          .operand("dest", VECTOR_NON0)
          .attr("offsets", I64_ARRAY)
          .attr("strides", I64_ARRAY)
          .result("res", VECTOR_NON0)
          .traits(Trait.PURE)
          .allTypesMatch("dest", "res")
          .format("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)")
          .verifier(VectorVerifiers::insertStridedSlice)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorSliceFolds::insertStridedSlice)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("InsertStridedSliceSplat", "vector.insert_strided_slice", 1, VectorSplatPatterns::insertSplat),
              new org.jmlir.dialect.fold.NamedPattern("InsertStridedSliceConstantFolder", "vector.insert_strided_slice", 1, VectorSliceFolds::insertStridedIntoConstant))))
          .build();

  public static final OpDef SHAPE_CAST =
      op("shape_cast")
          .operand("source", VECTOR)
          .result("result", VECTOR)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($result)")
          .verifier(VectorVerifiers::shapeCast)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorOps::foldShapeCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ShapeCastBroadcastFolder", "vector.shape_cast", 1, VectorFolds::shapeCastOfBroadcast),
              new org.jmlir.dialect.fold.NamedPattern("ShapeCastCreateMaskFolderTrailingOneDim", "vector.shape_cast", 1, VectorFolds::shapeCastOfMask))))
          .build();

  /** ShapeCastOp::fold (its first two rules): a cast to its own type is its source; a cast of a cast casts the first source. */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> foldShapeCast(Operation op, List<Attribute> constants) {
    if (op.operand(0).type().equals(op.result(0).type())) {
      return org.jmlir.dialect.utils.ShapedFolds.value(op.operand(0));
    }
    Operation def = op.operand(0).definingOp();
    if (def != null && def.def() == SHAPE_CAST) {
      op.setOperand(0, def.operand(0));
      return org.jmlir.dialect.utils.ShapedFolds.inPlace();
    }
    if (constants.get(0) instanceof org.jmlir.dialect.ub.PoisonAttr p) {
      return org.jmlir.dialect.utils.ShapedFolds.constant(p);
    }
    if (def != null && def.def() == TRANSPOSE) {
      if (!VectorFolds.orderPreserving(def)) {
        return null;
      }
      op.setOperand(0, def.operand(0));
      return org.jmlir.dialect.utils.ShapedFolds.inPlace();
    }
    if (def != null && def.def() == BROADCAST && def.operand(0).type().equals(op.result(0).type())) {
      return org.jmlir.dialect.utils.ShapedFolds.value(def.operand(0));
    }
    return VectorSliceFolds.shapeCastConstant(op, constants.get(0));
  }

  public static final OpDef BITCAST =
      op("bitcast")
          .operand("source", VECTOR)
          .result("result", VECTOR)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($result)")
          .verifier(VectorVerifiers::bitcast)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::bitcast)
          .build();

  public static final OpDef FMA =
      op("fma")
          .operand("lhs", new TypeConstraint("vector of floating-point values", t -> t instanceof VectorType v && TypeConstraint.isFloat(v.elementType())))
          .operand("rhs", new TypeConstraint("vector of floating-point values", t -> t instanceof VectorType v && TypeConstraint.isFloat(v.elementType())))
          .operand("acc", new TypeConstraint("vector of floating-point values", t -> t instanceof VectorType v && TypeConstraint.isFloat(v.elementType())))
          .result("result", VECTOR)
          .traits(Trait.PURE)
          .allTypesMatch("lhs", "rhs", "acc", "result")
          .format("$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)")
          .build();

  public static final OpDef REDUCTION =
      sameElementType(
              op("reduction")
                  .attr("kind", KIND)
                  .operand("vector", VECTOR)
                  .optionalOperand("acc", TypeConstraint.ANY)
                  .defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, FastMathFlagsAttr.NONE))
                  .result("dest", TypeConstraint.ANY),
              0)
          .traits(Trait.PURE)
          .typesMatchWith("dest and acc have the same type", "dest", "acc", (ctx, t) -> t)
          .format("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)")
          .verifier(VectorVerifiers::reduction)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(new org.jmlir.dialect.fold.NamedPattern("ElideSingleElementReduction", "vector.reduction", 1, VectorFolds::singleElementReduction))))
          .build();

  public static final OpDef MULTI_REDUCTION =
      sameElementType(
              op("multi_reduction")
                  .attr("kind", KIND)
                  .operand("source", VECTOR_NON0)
                  .operand("acc", TypeConstraint.ANY)
                  .attr("reduction_dims", I64_LIST)
                  .result("dest", TypeConstraint.ANY),
              0)
          .traits(Trait.PURE)
          .allTypesMatch("dest", "acc")
          .format("$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)")
          .verifier(VectorOps::verifyMultiReduction)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::multiReduction)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ElideUnitDimsInMultiDimReduction", "vector.multi_reduction", 1, VectorFolds::elideUnitDimsReduction))))
          .build();

  /** MultiDimReductionOp::verify: the destination is the source without the reduced dims (a scalar when none is left). */
  private static boolean verifyMultiReduction(Operation op) {
    VectorType src = (VectorType) op.operand(0).type();
    long[] dims = VectorOp.longs(op.inherentAttr("reduction_dims"));
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    for (int i = 0; i < src.shape().length; i++) {
      final int d = i;
      if (java.util.Arrays.stream(dims).noneMatch(r -> r == d)) {
        shape.add(src.shape()[i]);
        scalable.add(src.scalableDims()[i]);
      }
    }
    boolean[] flags = new boolean[scalable.size()];
    for (int i = 0; i < flags.length; i++) {
      flags[i] = scalable.get(i);
    }
    Type inferred = shape.isEmpty() ? src.elementType()
        : VectorType.get(op.context(), shape.stream().mapToLong(Long::longValue).toArray(), flags, src.elementType());
    if (!op.result(0).type().equals(inferred)) {
      return VectorVerifiers.fail(op, "destination type '" + VectorVerifiers.text(op.result(0).type()) + "' is incompatible with source type '"
          + VectorVerifiers.text(src) + "'");
    }
    return true;
  }

  public static final OpDef CREATE_MASK =
      op("create_mask")
          .variadicOperand("operands", TypeConstraint.INDEX)
          .result("result", VECTOR_OF_I1)
          .traits(Trait.PURE)
          .customDirective("indices", IndexOperands.list("operands"))
          .format("custom<indices>($operands) attr-dict `:` type(results)")
          .verifier(VectorVerifiers::createMask)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(new org.jmlir.dialect.fold.NamedPattern("CreateMaskFolder", "vector.create_mask", 1, VectorFolds::createMaskToConstant))))
          .build();

  public static final OpDef CONSTANT_MASK =
      op("constant_mask")
          .attr("mask_dim_sizes", I64_LIST)
          .result("result", VECTOR_OF_I1)
          .traits(Trait.PURE)
          .format("$mask_dim_sizes attr-dict `:` type(results)")
          .verifier(VectorVerifiers::constantMask)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::constantMask)
          .build();

  public static final OpDef STEP =
      op("step")
          .result("result", new TypeConstraint("vector of index values of ranks 1", t -> t instanceof VectorType v && v.shape().length == 1 && v.elementType() instanceof IndexType))
          .traits(Trait.PURE)
          .format("attr-dict `:` type($result)")
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("StepCompareFolder", "vector.step", 1, VectorOps::foldStepCompare))))
          .build();

  /**
   * MLIR's StepCompareFolder: {@code arith.cmpi} of a {@code vector.step} of N lanes (first operand)
   * against a splat constant c is a splat when every lane answers alike: ult/uge when N <= c,
   * ule/ugt when N - 1 <= c, eq/ne when N <= c.
   */
  private static boolean foldStepCompare(Operation step, org.jmlir.ir.rewrite.PatternRewriter rw) {
    long lanes = ((VectorType) step.result(0).type()).shape()[0];
    for (org.jmlir.ir.OpOperand use : step.result(0).uses()) {
      Operation cmp = use.owner();
      if (!cmp.name().equals("arith.cmpi") || use.index() != 0 || !(cmp.result(0).type() instanceof VectorType type)) {
        continue;
      }
      Operation c = cmp.operand(1).definingOp();
      if (c == null || !c.hasTrait(Trait.CONSTANT_LIKE)
          || !(c.inherentAttr("value") instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d) || !d.isSplat()
          || !(org.jmlir.dialect.utils.ShapedFolds.element(rw.context(), d, 0) instanceof IntegerAttr ci)) {
        continue;
      }
      long value = ci.longValue();
      long pred = ((IntegerAttr) cmp.inherentAttr("predicate")).longValue();
      // arith.cmpi predicates: eq 0, ne 1, ult 6, ule 7, ugt 8, uge 9.
      Boolean splat = null;
      if ((pred == 6 || pred == 9) && lanes <= value) {
        splat = pred == 6;
      } else if ((pred == 7 || pred == 8) && lanes - 1 <= value) {
        splat = pred == 7;
      } else if ((pred == 0 || pred == 1) && lanes <= value) {
        splat = pred == 1;
      }
      if (splat == null) {
        continue;
      }
      rw.setInsertionPointAfter(cmp);
      org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(rw.context(), rw.context().lookupOp("arith.constant"), cmp.location());
      s.addTypes(List.of(type));
      org.jmlir.ir.attr.DenseIntOrFPElementsAttr one = org.jmlir.dialect.utils.ShapedFolds.dense(rw.context(),
          VectorType.get(rw.context(), new long[] {1}, type.elementType()), List.of(IntegerAttr.bool(rw.context(), splat)));
      s.addAttribute("value", org.jmlir.ir.attr.DenseIntOrFPElementsAttr.getFromRaw(rw.context(), type, one.rawData(), true));
      rw.replaceOp(cmp, List.of(rw.create(s).result(0)));
      return true;
    }
    return false;
  }

  /** {@code vector.vscale}: the runtime multiple of scalable vector sizes. */
  public static final OpDef VSCALE =
      op("vscale")
          .result("res", TypeConstraint.buildable("index", t -> t instanceof IndexType, IndexType::get))
          .traits(Trait.PURE)
          .format("attr-dict")
          .resultNamer((op, setter) -> setter.setName(op.result(0), "vscale"))
          .build();

  public static final OpDef TRANSPOSE =
      sameElementType(
              op("transpose")
                  .operand("vector", VECTOR)
                  .attr("permutation", I64_LIST)
                  .result("result", VECTOR),
              0)
          .traits(Trait.PURE)
          .format("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")
          .verifier(VectorVerifiers::transpose)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorFolds::transpose)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(new org.jmlir.dialect.fold.NamedPattern("FoldTransposeTransposeOp", "vector.transpose", 1, VectorFolds::transposeOfTranspose),
              new org.jmlir.dialect.fold.NamedPattern("FoldTransposeBroadcast", "vector.transpose", 1, VectorSplatPatterns::transposeOfBroadcast),
              new org.jmlir.dialect.fold.NamedPattern("FoldTransposeShapeCast", "vector.transpose", 1, VectorFolds::transposeOfShapeCast),
              new org.jmlir.dialect.fold.NamedPattern("FoldTransposeCreateMask", "vector.transpose", 1, VectorFolds::transposeOfMask))))
          .build();

  static OpSpec.Builder memAccess(OpSpec.Builder b) {
    return b.optionalAttr("nontemporal", CommonAttrs.BOOL).optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2);
  }

  public static final OpDef LOAD =
      memAccess(
              op("load")
                  .operand("base", MEMREF)
                  .variadicOperand("indices", TypeConstraint.INDEX)
                  .result("result", VECTOR))
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$base `[` custom<indices>($indices) `]` attr-dict `:` type($base) `,` type($result)")
          .verifier(op -> VectorVerifiers.memAccess(op, 0, op.result(0).type(), op.numOperands() - 1))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .build();

  public static final OpDef STORE =
      memAccess(
              op("store")
                  .operand("valueToStore", VECTOR)
                  .operand("base", MEMREF)
                  .variadicOperand("indices", TypeConstraint.INDEX))
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$valueToStore `,` $base `[` custom<indices>($indices) `]` attr-dict `:` type($base) `,` type($valueToStore)")
          .verifier(op -> VectorVerifiers.memAccess(op, 1, op.operand(0).type(), op.numOperands() - 2))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .build();

  public static final OpDef MASKEDLOAD =
      op("maskedload")
          .operand("base", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .operand("mask", VECTOR_OF_I1)
          .operand("pass_thru", VECTOR_NON0)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .result("result", VECTOR_NON0)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$base `[` custom<indices>($indices) `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)")
          .verifier(op -> VectorVerifiers.maskedAccess(op, 0, op.result(0).type(), op.numOperands() - 2, op.numOperands() - 1))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("MaskedLoadFolder", "vector.maskedload", 1, VectorMemFolds::maskedLoad))))
          .build();

  public static final OpDef MASKEDSTORE =
      op("maskedstore")
          .operand("base", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .operand("mask", VECTOR_OF_I1)
          .operand("valueToStore", VECTOR_NON0)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .customDirective("indices", IndexOperands.list("indices"))
          .format("$base `[` custom<indices>($indices) `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)")
          .verifier(op -> VectorVerifiers.maskedAccess(op, 0, op.operand(op.numOperands() - 1).type(), op.numOperands() - 2, op.numOperands() - 1))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("MaskedStoreFolder", "vector.maskedstore", 1, VectorMemFolds::maskedStore))))
          .build();

  static final TypeConstraint TENSOR_OR_MEMREF = new TypeConstraint("Tensor or MemRef of any type values",
      t -> t instanceof BaseMemRefType || t instanceof org.jmlir.ir.type.TensorType);

  static final TypeConstraint VECTOR_OF_INT_OR_INDEX = vector("vector of integer or index values",
      v -> v.shape().length > 0 && (v.elementType() instanceof IntegerType || v.elementType() instanceof IndexType));

  /** The operands vector.gather and vector.scatter share, and the start of their syntax. */
  private static OpSpec.Builder indexedAccess(String mnemonic) {
    return op(mnemonic)
        .operand("base", TENSOR_OR_MEMREF)
        .variadicOperand("offsets", TypeConstraint.INDEX)
        .operand("index_vec", VECTOR_OF_INT_OR_INDEX)
        .operand("mask", VECTOR_OF_I1)
        .customDirective("indices", IndexOperands.list("offsets"));
  }

  private static final String INDEXED_ACCESS = "$base `[` custom<indices>($offsets) `]` `[` $index_vec `]` `,` $mask `,` ";

  public static final OpDef GATHER =
      indexedAccess("gather")
          .operand("pass_thru", VECTOR_NON0)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .result("result", VECTOR_NON0)
          .format(INDEXED_ACCESS + "$pass_thru attr-dict `:` "
              + "type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)")
          .verifier(op -> VectorVerifiers.indexedAccess(op, op.result(0).type(), op.operand(op.numOperands() - 1).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("GatherFolder", "vector.gather", 1, VectorMemFolds::gather))))
          .build();

  public static final OpDef SCATTER =
      indexedAccess("scatter")
          .operand("valueToStore", VECTOR_NON0)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .optionalResult("result", new TypeConstraint("ranked tensor of any type values", t -> t instanceof org.jmlir.ir.type.RankedTensorType))
          .format(INDEXED_ACCESS + "$valueToStore attr-dict `:` "
              + "type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?")
          .verifier(op -> VectorVerifiers.indexedAccess(op, op.operand(op.numOperands() - 1).type(), null))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMemFolds::foldBaseCast)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ScatterFolder", "vector.scatter", 1, VectorMemFolds::scatter))))
          .build();

  public static final OpDef TYPE_CAST =
      op("type_cast")
          .operand("memref", new TypeConstraint("statically shaped memref of any type values",
              t -> t instanceof org.jmlir.ir.type.MemRefType m && java.util.Arrays.stream(m.shape()).allMatch(d -> d >= 0)))
          .result("result", MEMREF)
          .traits(Trait.PURE)
          .format("$memref attr-dict `:` type($memref) `to` type($result)")
          .verifier(VectorOps::verifyTypeCast)
          .build();

  /** TypeCastOp::verify, MLIR 22's checks and wording. */
  private static boolean verifyTypeCast(Operation op) {
    org.jmlir.ir.type.MemRefType src = (org.jmlir.ir.type.MemRefType) op.operand(0).type();
    org.jmlir.ir.type.MemRefType res = (org.jmlir.ir.type.MemRefType) op.result(0).type();
    if (!hasIdentityLayout(src)) {
      return VectorVerifiers.fail(op, "expects operand to be a memref with identity layout");
    }
    if (!hasIdentityLayout(res)) {
      return VectorVerifiers.fail(op, "expects result to be a memref with identity layout");
    }
    if (!java.util.Objects.equals(src.memorySpace(), res.memorySpace())) {
      return VectorVerifiers.fail(op, "expects result in same memory space");
    }
    if (!elementType(src.elementType()).equals(elementType(res.elementType()))) {
      return VectorVerifiers.fail(op, "expects result and operand with same underlying scalar type: '" + VectorVerifiers.text(res) + "'");
    }
    if (!java.util.Arrays.equals(flatShape(src), flatShape(res))) {
      return VectorVerifiers.fail(op, "expects concatenated result and operand shapes to be equal: '" + VectorVerifiers.text(res) + "'");
    }
    return true;
  }

  /** The memref's shape followed by its vector element's shape. */
  public static long[] flatShape(org.jmlir.ir.type.MemRefType m) {
    long[] inner = m.elementType() instanceof VectorType v ? v.shape() : new long[0];
    long[] out = java.util.Arrays.copyOf(m.shape(), m.shape().length + inner.length);
    System.arraycopy(inner, 0, out, m.shape().length, inner.length);
    return out;
  }

  /** Whether the layout is the identity, or a strided one equal to it (canonicalizeStridedLayout). */
  private static boolean hasIdentityLayout(org.jmlir.ir.type.MemRefType m) {
    Attribute l = m.layout();
    if (l == null || l instanceof org.jmlir.ir.attr.AffineMapAttr a && a.map().isIdentity()) {
      return true;
    }
    if (!(l instanceof org.jmlir.ir.attr.StridedLayoutAttr s) || s.offset() != 0) {
      return false;
    }
    long stride = 1;
    long[] shape = m.shape();
    for (int i = shape.length - 1; i >= 0; i--) {
      if (s.strides()[i] != stride && shape[i] != 1) {
        return false;
      }
      stride *= shape[i];
    }
    return true;
  }

  /** The declarative ops and the custom-syntax ones. */
  static List<OpDef> all() {
    List<OpDef> ops =
        new ArrayList<>(
            List.of(
                BROADCAST, EXTRACT, INSERT, EXTRACT_STRIDED_SLICE, INSERT_STRIDED_SLICE, SHAPE_CAST, BITCAST, FMA, REDUCTION,
                MULTI_REDUCTION, CREATE_MASK, CONSTANT_MASK, STEP, VSCALE, TRANSPOSE, LOAD, STORE, MASKEDLOAD, MASKEDSTORE, GATHER, SCATTER, TYPE_CAST));
    ops.addAll(VectorCustomOps.all());
    ops.addAll(VectorLaneOps.all());
    ops.add(VectorMask.MASK);
    ops.add(VectorMask.YIELD);
    return ops;
  }

  /** An ArrayAttr of i64 integers. */
  public static ArrayAttr i64Array(org.jmlir.ir.MLIRContext ctx, long... values) {
    List<Attribute> out = new ArrayList<>(values.length);
    for (long v : values) {
      out.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v));
    }
    return ArrayAttr.get(ctx, out);
  }

  static boolean isOp(Operation op, OpDef def) {
    return op.def() == def;
  }
}

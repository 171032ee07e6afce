package org.jmlir.dialect.bufferization;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** The ops of the bufferization dialect (MLIR 22's BufferizationOps.td), declared once each. */
public final class BufferizationOps {
  private BufferizationOps() {}

  private static final TypeConstraint TENSOR = new TypeConstraint("tensor of any type values", t -> t instanceof TensorType);
  private static final TypeConstraint RANKED_TENSOR =
      new TypeConstraint("ranked tensor of any type values", t -> t instanceof RankedTensorType);
  private static final TypeConstraint MEMREF =
      new TypeConstraint("ranked or unranked memref of any type values", t -> t instanceof BaseMemRefType);
  private static final TypeConstraint SHAPED =
      new TypeConstraint("shaped of any type values", t -> t instanceof TensorType || t instanceof BaseMemRefType);

  public static final OpDef ALLOC_TENSOR =
      OpSpec.define("bufferization.alloc_tensor", AllocTensor::new)
          .variadicOperand("dynamic_sizes", TypeConstraint.INDEX)
          .optionalOperand("copy", TENSOR)
          .optionalOperand("size_hint", TypeConstraint.INDEX)
          .optionalAttr("memory_space", AttrConstraint.of("any attribute", a -> true))
          .result("result", RANKED_TENSOR)
          .typesMatchWith("copy type matches the result type", "result", "copy", (ctx, t) -> t)
          .format("`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)? attr-dict `:` type($result)")
          .verifier(BufferizationOps::verifyAllocTensor)
          .extension(org.jmlir.dialect.affine.transforms.ShapeReifier.class, BufferizationOps::reifyAllocTensor)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, new org.jmlir.ir.rewrite.CanonicalizationPatterns(List.of(
              new org.jmlir.dialect.fold.NamedPattern("ReplaceStaticShapeDims", "bufferization.alloc_tensor", 1, BufferizationOps::staticAllocTensor),
              new org.jmlir.dialect.fold.NamedPattern("FoldDimOfAllocTensorOp", "tensor.dim", 1, BufferizationOps::dimOfAllocTensor))))
          .build();

  public static final OpDef TO_BUFFER =
      OpSpec.define("bufferization.to_buffer", ToBuffer::new)
          .operand("tensor", TENSOR)
          .optionalAttr("read_only", AttrConstraint.UNIT)
          .result("buffer", MEMREF)
          .traits(Trait.PURE)
          .format("$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)")
          .verifier(op -> verifyMatching(op, op.operand(0).type(), op.result(0).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, BufferizationFolds::foldToBuffer)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(BufferizationFolds.toBufferPatterns()))
          .build();

  public static final OpDef TO_TENSOR =
      OpSpec.define("bufferization.to_tensor", ToTensor::new)
          .operand("buffer", MEMREF)
          .optionalAttr("restrict", AttrConstraint.UNIT)
          .optionalAttr("writable", AttrConstraint.UNIT)
          .result("result", TENSOR)
          .traits(Trait.PURE)
          .format("$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)")
          .verifier(op -> verifyMatching(op, op.result(0).type(), op.operand(0).type()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, BufferizationFolds::foldToTensor)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(BufferizationFolds.toTensorPatterns()))
          .build();

  public static final OpDef MATERIALIZE_IN_DESTINATION =
      OpSpec.define("bufferization.materialize_in_destination", MaterializeInDestination::new)
          .operand("source", RANKED_TENSOR)
          .operand("dest", TypeConstraint.ANY)
          .optionalAttr("restrict", AttrConstraint.UNIT)
          .optionalAttr("writable", AttrConstraint.UNIT)
          .optionalResult("result", TENSOR)
          .format("$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)")
          .verifier(BufferizationOps::verifyMaterialize)
          .build();

  public static final OpDef CLONE =
      OpSpec.define("bufferization.clone", Clone::new)
          .operand("input", MEMREF)
          .result("output", MEMREF)
          .format("$input attr-dict `:` type($input) `to` type($output)")
          .extension(org.jmlir.ir.rewrite.OpFolder.class, BufferizationFolds::foldClone)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(BufferizationFolds.clonePatterns()))
          .build();

  public static final OpDef DEALLOC_TENSOR =
      OpSpec.define("bufferization.dealloc_tensor", DeallocTensor::new)
          .operand("tensor", TENSOR)
          .format("$tensor attr-dict `:` type($tensor)")
          .build();

  public static final OpDef DEALLOC =
      OpSpec.define("bufferization.dealloc", Dealloc::new)
          .variadicOperand("memrefs", MEMREF)
          .variadicOperand("conditions", TypeConstraint.I1)
          .variadicOperand("retained", MEMREF)
          .variadicResult("updatedConditions", TypeConstraint.I1)
          .assembly(new DeallocSyntax())
          .verifier(BufferizationOps::verifyDealloc)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(DeallocCanonicalization.patterns()))
          .build();

  /**
   * alloc_tensor's ReifyRankedShapedTypeOpInterface: static sizes, and each dynamic one from the copy
   * (its tensor.dim) or from the dynamic sizes.
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> reifyAllocTensor(org.jmlir.ir.rewrite.OpBuilder b, Operation op, int result) {
    int[][] groups = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    if (groups[1][1] > 0) {
      return org.jmlir.dialect.affine.transforms.ShapeReification.mixedSizes(b, op.location(), op.operand(groups[1][0]), "tensor.dim");
    }
    long[] shape = ((org.jmlir.ir.type.ShapedType) op.result(0).type()).shape();
    return org.jmlir.dialect.memref.MemRefBuilders.mixed(op.context(), shape, op.operands().subList(groups[0][0], groups[0][0] + groups[0][1]));
  }

  /**
   * ReplaceStaticShapeDims: constant non-negative dynamic sizes of an alloc_tensor without copy become
   * static, behind a tensor.cast to the old type; like MLIR, the new op has no size_hint nor memory_space.
   */
  private static boolean staticAllocTensor(Operation op, org.jmlir.ir.rewrite.PatternRewriter rw) {
    int[][] groups = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    if (groups[1][1] > 0) {
      return false;
    }
    RankedTensorType type = (RankedTensorType) op.result(0).type();
    long[] shape = type.shape().clone();
    List<Value> sizes = new java.util.ArrayList<>();
    int next = groups[0][0];
    boolean changed = false;
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Value size = op.operand(next++);
      if (org.jmlir.ir.rewrite.OperationFolder.constantValue(size) instanceof org.jmlir.ir.attr.IntegerAttr c && c.longValue() >= 0) {
        shape[i] = c.longValue();
        changed = true;
      } else {
        sizes.add(size);
      }
    }
    if (!changed) {
      return false;
    }
    RankedTensorType newType = RankedTensorType.get(op.context(), shape, type.elementType(), type.encoding());
    OperationState alloc = new OperationState(op.context(), ALLOC_TENSOR, op.location());
    alloc.addOperands(sizes).addType(newType);
    alloc.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(op.context(), sizes.size(), 0, 0));
    Value created = rw.create(alloc).result(0);
    OperationState cast = new OperationState(op.context(), org.jmlir.dialect.tensor.CastOp.DEF, op.location());
    cast.addOperand(created).addType(type);
    rw.replaceOp(op, List.of(rw.create(cast).result(0)));
    return true;
  }

  /** FoldDimOfAllocTensorOp: tensor.dim of a dynamic size of an alloc_tensor is its size operand or the copy's dim. */
  private static boolean dimOfAllocTensor(Operation dim, org.jmlir.ir.rewrite.PatternRewriter rw) {
    if (!(dim.operand(0).definingOp() instanceof AllocTensor alloc)
        || !(org.jmlir.ir.rewrite.OperationFolder.constantValue(dim.operand(1)) instanceof org.jmlir.ir.attr.IntegerAttr i)) {
      return false;
    }
    long[] shape = ((ShapedType) alloc.result(0).type()).shape();
    long d = i.longValue();
    if (d < 0 || d >= shape.length || shape[(int) d] != ShapedType.DYNAMIC) {
      return false;
    }
    int[][] groups = ((OpSpec) alloc.def().extension(OpSpec.class)).operandGroups(alloc);
    Value size;
    if (groups[1][1] > 0) {
      OperationState s = new OperationState(dim.context(), org.jmlir.dialect.tensor.DimOp.DEF, dim.location());
      s.addOperand(alloc.operand(groups[1][0])).addOperand(dim.operand(1)).addType(dim.result(0).type());
      size = rw.create(s).result(0);
    } else {
      int before = 0;
      for (int k = 0; k < d; k++) {
        before += shape[k] == ShapedType.DYNAMIC ? 1 : 0;
      }
      size = alloc.operand(groups[0][0] + before);
    }
    rw.replaceOp(dim, List.of(size));
    return true;
  }

  public static final List<OpDef> ALL = List.of(ALLOC_TENSOR, TO_BUFFER, TO_TENSOR, MATERIALIZE_IN_DESTINATION, CLONE, DEALLOC, DEALLOC_TENSOR);

  /** {@code bufferization.alloc_tensor}. */
  public static final class AllocTensor extends Operation {
    AllocTensor() {}
  }

  /** {@code bufferization.to_buffer}. */
  public static final class ToBuffer extends Operation {
    ToBuffer() {}
  }

  /** {@code bufferization.to_tensor}. */
  public static final class ToTensor extends Operation {
    ToTensor() {}
  }

  /** {@code bufferization.materialize_in_destination}. */
  public static final class MaterializeInDestination extends Operation {
    MaterializeInDestination() {}
  }

  /** {@code bufferization.clone}. */
  public static final class Clone extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
    Clone() {}

    @Override
    public List<Effect> effects() {
      return List.of(new Read(operand(0)), new Write(result(0)), new Allocate(result(0)));
    }
  }

  /** {@code bufferization.dealloc_tensor}: frees the buffer of its tensor (MemFree on the operand). */
  public static final class DeallocTensor extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
    DeallocTensor() {}

    @Override
    public List<Effect> effects() {
      return List.of(new Free(operand(0)));
    }
  }

  /** {@code bufferization.dealloc}. */
  public static final class Dealloc extends Operation {
    Dealloc() {}
  }

  // ---- verifiers -----------------------------------------------------------------------------

  private static boolean verifyAllocTensor(Operation op) {
    RankedTensorType t = (RankedTensorType) op.result(0).type();
    int[][] groups = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    int dynamicSizes = groups[0][1];
    boolean hasCopy = groups[1][1] > 0;
    int dynamicDims = 0;
    for (long d : t.shape()) {
      dynamicDims += d == ShapedType.DYNAMIC ? 1 : 0;
    }
    if (hasCopy && dynamicSizes > 0) {
      return op.emitError("dynamic sizes not needed when copying a tensor").report();
    }
    if (!hasCopy && dynamicSizes != dynamicDims) {
      return op.emitOpError("incorrect number of dynamic sizes, has " + dynamicSizes + ", expected " + dynamicDims).report();
    }
    if (hasCopy && op.operand(groups[1][0]).type() != t) {
      return op.emitError("expected that `copy` and return type match").report();
    }
    return true;
  }

  /** The tensor and the buffer have the same shape and element type. */
  private static boolean verifyMatching(Operation op, Type tensor, Type buffer) {
    ShapedType t = (ShapedType) tensor;
    ShapedType b = (ShapedType) buffer;
    boolean ranksAgree = t.hasRank() == b.hasRank();
    if (!ranksAgree || (t.hasRank() && !java.util.Arrays.equals(t.shape(), b.shape()))) {
      op.emitError("shapes do not match").report();
      return op.emitOpError("failed to verify that specified tensor and buffer types match").report();
    }
    if (t.elementType() != b.elementType()) {
      op.emitError("element types do not match").report();
      return op.emitOpError("failed to verify that specified tensor and buffer types match").report();
    }
    return true;
  }

  private static boolean verifyMaterialize(Operation op) {
    Type dest = op.operand(1).type();
    if (!(dest instanceof TensorType) && !(dest instanceof BaseMemRefType)) {
      return op.emitOpError("'dest' must be a tensor or a memref").report();
    }
    boolean destTensor = dest instanceof TensorType;
    if (destTensor) {
      if (op.numResults() != 1) {
        return op.emitOpError("tensor 'dest' implies exactly one tensor result").report();
      }
      if (op.result(0).type() != dest) {
        return op.emitOpError("result and 'dest' types must match").report();
      }
    }
    if (!destTensor && op.numResults() != 0) {
      return op.emitOpError("memref 'dest' implies zero results").report();
    }
    if (op.attr("restrict") != null && destTensor) {
      return op.emitOpError("'restrict' is valid only for memref destinations").report();
    }
    if ((op.attr("writable") != null) == destTensor) {
      return op.emitOpError("'writable' must be specified if and only if the destination is of memref type").report();
    }
    ShapedType src = (ShapedType) op.operand(0).type();
    ShapedType d = (ShapedType) dest;
    if (src.elementType() != d.elementType() || (d.hasRank() && !java.util.Arrays.equals(src.shape(), d.shape()) && !compatible(src.shape(), d.shape()))) {
      return op.emitOpError("source/destination shapes are incompatible").report();
    }
    return true;
  }

  private static boolean compatible(long[] a, long[] b) {
    return ShapedType.compatibleDims(a, b);
  }

  private static boolean verifyDealloc(Operation op) {
    int[][] groups = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    if (groups[0][1] != groups[1][1]) {
      return op.emitOpError("must have the same number of conditions as memrefs to deallocate").report();
    }
    if (groups[2][1] != op.numResults()) {
      return op.emitOpError("must have the same number of updated conditions (results) as retained operands").report();
    }
    return true;
  }

  static String typeText(Type t) {
    return AttrTypeText.type(t);
  }

  static boolean isMemRef(Type t) {
    return t instanceof MemRefType;
  }
}

package org.jmlir.dialect.rtverify;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * The runtime checks of memref and tensor ops, as MLIR 22's RuntimeVerifiableOpInterface models
 * build them (same ops, same order, same folding, same messages).
 */
final class MemRefTensorChecks {
  private MemRefTensorChecks() {}

  static final Map<String, GenerateRuntimeVerification.Generator> GENERATORS =
      Map.ofEntries(
          Map.entry("memref.load", (op, b, m) -> indices(op, b, m, 0, "memref.dim")),
          Map.entry("memref.store", (op, b, m) -> indices(op, b, m, 1, "memref.dim")),
          Map.entry("memref.atomic_rmw", (op, b, m) -> indices(op, b, m, 1, "memref.dim")),
          Map.entry("memref.generic_atomic_rmw", (op, b, m) -> indices(op, b, m, 0, "memref.dim")),
          Map.entry("tensor.extract", (op, b, m) -> indices(op, b, m, 0, "tensor.dim")),
          Map.entry("tensor.insert", (op, b, m) -> indices(op, b, m, 1, "tensor.dim")),
          Map.entry("memref.dim", (op, b, m) -> dim(op, b, m, "memref.rank")),
          Map.entry("tensor.dim", (op, b, m) -> dim(op, b, m, "tensor.rank")),
          Map.entry("memref.cast", MemRefTensorChecks::memrefCast),
          Map.entry("tensor.cast", MemRefTensorChecks::tensorCast),
          Map.entry("memref.copy", MemRefTensorChecks::copy),
          Map.entry("memref.assume_alignment", MemRefTensorChecks::assumeAlignment),
          Map.entry("memref.expand_shape", MemRefTensorChecks::expandShape),
          Map.entry("memref.subview", (op, b, m) -> slice(op, b, m, "subview")),
          Map.entry("tensor.extract_slice", (op, b, m) -> slice(op, b, m, "extract_slice")));

  /** The dynamic offsets, sizes and strides of a slice op, one entry per position (null where static). */
  private static List<Value> mixed(Operation op) {
    long[][] lists = {
      OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS),
      OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES),
      OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES),
    };
    int next = 1;
    List<Value> out = new ArrayList<>();
    for (long[] list : lists) {
      for (long v : list) {
        out.add(ShapedType.isDynamic(v) ? op.operand(next++) : null);
      }
    }
    return out;
  }

  /**
   * Per dimension of the source: the offset is in bounds (it may equal the size when the slice is
   * empty), and so is the last element of a non-empty slice (MLIR 22's subview and extract_slice
   * checks, with scf.if on the slice being empty).
   */
  private static void slice(Operation op, CheckBuilder b, Function<String, String> message, String what) {
    Value source = op.operand(0);
    int rank = ((ShapedType) source.type()).rank();
    long[] offsets = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] sizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    long[] strides = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
    List<Value> dynamic = mixed(op);
    Value zero = b.constantIndex(0);
    Value one = b.constantIndex(1);
    Operation meta = null;
    boolean memref = source.type() instanceof MemRefType;
    if (memref) {
      meta = stridedMetadata(b, source, (MemRefType) source.type());
    }
    for (int i = 0; i < rank; i++) {
      Value offset = dynamic.get(i) != null ? dynamic.get(i) : b.constantIndex(offsets[i]);
      Value size = dynamic.get(rank + i) != null ? dynamic.get(rank + i) : b.constantIndex(sizes[i]);
      Value stride = dynamic.get(2 * rank + i) != null ? dynamic.get(2 * rank + i) : b.constantIndex(strides[i]);
      Value dimSize = memref ? meta.result(2 + i) : b.dim("tensor.dim", source, i, true);
      Value empty = b.cmpi("eq", size, zero, true);
      Value offsetOk = ifElse(b, empty,
          () -> b.andi(b.cmpi("sge", offset, zero, true), b.cmpi("sle", offset, dimSize, true), true),
          () -> b.inBounds(offset, zero, dimSize));
      b.assertOp(offsetOk, message.apply("offset " + i + " is out-of-bounds"));
      Value nonEmpty = b.cmpi("sgt", size, zero, true);
      Value lastOk = ifElse(b, nonEmpty,
          () -> {
            Value last = b.create1("arith.addi", b.index(), offset,
                b.create1("arith.muli", b.index(), b.create1("arith.subi", b.index(), size, one), stride));
            return b.inBounds(last, zero, dimSize);
          },
          () -> b.constantBool(true));
      b.assertOp(lastOk, message.apply(what + " runs out-of-bounds along dimension " + i));
    }
  }

  /** {@code scf.if %cond -> (i1)} whose branches yield what {@code then} and {@code otherwise} build inside them. */
  private static Value ifElse(CheckBuilder b, Value cond, java.util.function.Supplier<Value> then, java.util.function.Supplier<Value> otherwise) {
    Operation anchor = b.rw.insertionPoint();
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(b.ctx, "scf.if", b.loc);
    s.addOperand(cond).addType(b.i1());
    org.jmlir.ir.Block thenBlock = s.addRegion().addBlock();
    org.jmlir.ir.Block elseBlock = s.addRegion().addBlock();
    Operation ifOp = b.rw.create(s);
    for (var branch : List.of(java.util.Map.entry(thenBlock, then), java.util.Map.entry(elseBlock, otherwise))) {
      b.rw.setInsertionPointToEnd(branch.getKey());
      Value v = branch.getValue().get();
      b.create("scf.yield", List.of(v), List.of());
    }
    b.rw.setInsertionPoint(anchor);
    return ifOp.result(0);
  }

  /** {@code 0 <= index#i < dim#i} for every index of an access (MLIR's LoadStoreOpInterface). */
  private static void indices(Operation op, CheckBuilder b, Function<String, String> message, int shaped, String dimOp) {
    Value source = op.operand(shaped);
    int rank = ((ShapedType) source.type()).rank();
    if (rank == 0) {
      return;
    }
    Value zero = b.constantIndex(0);
    Value cond = null;
    for (int i = 0; i < rank; i++) {
      Value size = b.dim(dimOp, source, i, true);
      Value in = b.inBounds(op.operand(shaped + 1 + i), zero, size);
      cond = i > 0 ? b.andi(cond, in, true) : in;
    }
    b.assertOp(cond, message.apply("out-of-bounds access"));
  }

  /** {@code 0 <= index < rank}. */
  private static void dim(Operation op, CheckBuilder b, Function<String, String> message, String rankOp) {
    Value rank = b.create1(rankOp, b.index(), op.operand(0));
    Value zero = b.constantIndex(0);
    b.assertOp(b.inBounds(op.operand(1), zero, rank), message.apply("index is out of bounds"));
  }

  private static void sameSize(CheckBuilder b, Function<String, String> message, Value actual, long expected, String problem) {
    Value c = b.constantIndex(expected);
    b.assertOp(b.cmpi("eq", actual, c, false), message.apply(problem));
  }

  /** {@code memref.extract_strided_metadata} of {@code memref}, whose type has {@code like}'s rank, element type and space. */
  private static Operation stridedMetadata(CheckBuilder b, Value memref, MemRefType like) {
    List<Type> types = new ArrayList<>();
    types.add(MemRefType.get(b.ctx, new long[0], like.elementType(), null, like.memorySpace()));
    for (int i = 0; i < 1 + 2 * like.rank(); i++) {
      types.add(b.index());
    }
    return b.create("memref.extract_strided_metadata", List.of(memref), types);
  }

  /** Rank, static sizes, offset and strides of the result must hold for the source. */
  private static void memrefCast(Operation op, CheckBuilder b, Function<String, String> message) {
    Value source = op.operand(0);
    Type srcType = source.type();
    if (!(op.result(0).type() instanceof MemRefType result)) {
      return;
    }
    if (srcType instanceof UnrankedMemRefType) {
      Value rank = b.create1("memref.rank", b.index(), source);
      sameSize(b, message, rank, result.rank(), "rank mismatch");
    }
    long[] dynamic = new long[result.rank()];
    java.util.Arrays.fill(dynamic, ShapedType.DYNAMIC);
    MemRefType dynType = MemRefType.get(b.ctx, dynamic, result.elementType(),
        StridedLayoutAttr.get(b.ctx, ShapedType.DYNAMIC, dynamic), result.memorySpace());
    Value helper = b.create1("memref.cast", dynType, source);
    Operation meta = stridedMetadata(b, helper, result);
    long[] shape = result.shape();
    for (int i = 0; i < shape.length; i++) {
      if (srcType instanceof MemRefType ranked && !ShapedType.isDynamic(ranked.shape()[i])) {
        continue;
      }
      if (ShapedType.isDynamic(shape[i])) {
        continue;
      }
      Value size = b.dim("memref.dim", source, i, false);
      sameSize(b, message, size, shape[i], "size mismatch of dim " + i);
    }
    StridedLayouts.Strided strided = StridedLayouts.stridesOf(result);
    if (strided == null) {
      return;
    }
    if (strided.offset() != ShapedType.DYNAMIC) {
      sameSize(b, message, meta.result(1), strided.offset(), "offset mismatch");
    }
    long[] strides = strided.strides();
    for (int i = 0; i < strides.length; i++) {
      if (strides[i] != ShapedType.DYNAMIC) {
        sameSize(b, message, meta.result(2 + result.rank() + i), strides[i], "stride mismatch of dim " + i);
      }
    }
  }

  /** Static result sizes must be the source's (and the rank, from an unranked source). */
  private static void tensorCast(Operation op, CheckBuilder b, Function<String, String> message) {
    Value source = op.operand(0);
    if (!(op.result(0).type() instanceof ShapedType result) || !result.hasRank()) {
      return;
    }
    if (source.type() instanceof UnrankedTensorType) {
      Value rank = b.create1("tensor.rank", b.index(), source);
      sameSize(b, message, rank, result.rank(), "rank mismatch");
    }
    long[] shape = result.shape();
    for (int i = 0; i < shape.length; i++) {
      if (source.type() instanceof ShapedType ranked && ranked.hasRank() && !ShapedType.isDynamic(ranked.shape()[i])) {
        continue;
      }
      if (ShapedType.isDynamic(shape[i])) {
        continue;
      }
      Value size = b.dim("tensor.dim", source, i, false);
      sameSize(b, message, size, shape[i], "size mismatch of dim " + i);
    }
  }

  /** Source and target sizes must agree in every dimension that is dynamic on either side. */
  private static void copy(Operation op, CheckBuilder b, Function<String, String> message) {
    if (!(op.operand(0).type() instanceof MemRefType src) || !(op.operand(1).type() instanceof MemRefType dst)) {
      return;
    }
    for (int i = 0; i < src.rank(); i++) {
      if (!ShapedType.isDynamic(src.shape()[i]) && !ShapedType.isDynamic(dst.shape()[i])) {
        continue;
      }
      Value a = ShapedType.isDynamic(src.shape()[i]) ? b.dim("memref.dim", op.operand(0), i, false) : b.constantIndex(src.shape()[i]);
      Value t = ShapedType.isDynamic(dst.shape()[i]) ? b.dim("memref.dim", op.operand(1), i, false) : b.constantIndex(dst.shape()[i]);
      b.assertOp(b.cmpi("eq", a, t, false), message.apply("size of " + i + "-th source/target dim does not match"));
    }
  }

  /** The aligned pointer modulo the alignment must be zero. */
  private static void assumeAlignment(Operation op, CheckBuilder b, Function<String, String> message) {
    long alignment = ((IntegerAttr) op.attr("alignment")).longValue();
    Value ptr = b.create1("memref.extract_aligned_pointer_as_index", b.index(), op.operand(0));
    Value rest = b.create1("arith.remui", b.index(), ptr, b.constantIndex(alignment));
    Value zero = b.constantIndex(0);
    b.assertOp(b.cmpi("eq", rest, zero, false), message.apply("memref is not aligned to " + alignment));
  }

  /** Each source size must be a multiple of the static sizes of its group. */
  private static void expandShape(Operation op, CheckBuilder b, Function<String, String> message) {
    List<long[]> groups = Reassociations.groups(op.attr("reassociation"));
    long[] resultShape = ((ShapedType) op.result(0).type()).shape();
    for (int g = 0; g < groups.size(); g++) {
      Value srcSize = b.dim("memref.dim", op.operand(0), g, false);
      long product = 1;
      for (long d : groups.get(g)) {
        if (!ShapedType.isDynamic(resultShape[(int) d])) {
          product *= resultShape[(int) d];
        }
      }
      Value groupSize = b.constantIndex(product);
      Value mod = b.create1("arith.remsi", b.index(), srcSize, groupSize);
      Value zero = b.constantIndex(0);
      b.assertOp(b.cmpi("eq", mod, zero, false),
          message.apply("static result dims in reassoc group do not divide src dim evenly"));
    }
  }
}

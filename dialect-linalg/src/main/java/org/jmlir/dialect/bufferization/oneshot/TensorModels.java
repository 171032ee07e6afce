package org.jmlir.dialect.bufferization.oneshot;

import static org.jmlir.dialect.bufferization.oneshot.BufferizationModels.model;
import static org.jmlir.dialect.bufferization.oneshot.BufferizationModels.noAccess;
import static org.jmlir.dialect.bufferization.oneshot.BufferizationModels.readOnly;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/** Bufferization models of the tensor dialect (MLIR's tensor BufferizableOpInterfaceImpl). */
final class TensorModels {
  private TensorModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("tensor.dim", noAccess((op, b) -> replaceWith(b, op, "memref.dim", List.of(b.getBuffer(op.operand(0)), op.operand(1)))));
    m.put("tensor.rank", noAccess((op, b) -> replaceWith(b, op, "memref.rank", List.of(b.getBuffer(op.operand(0))))));
    m.put("tensor.extract", readOnly((op, b) -> {
      List<Value> ops = new ArrayList<>();
      ops.add(b.getBuffer(op.operand(0)));
      ops.addAll(op.operands().subList(1, op.numOperands()));
      return replaceWith(b, op, "memref.load", ops);
    }));
    m.put("tensor.insert", new DestinationModel(1) {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        Value dest = b.getBuffer(op.operand(1));
        List<Value> ops = new ArrayList<>();
        ops.add(op.operand(0));
        ops.add(dest);
        ops.addAll(op.operands().subList(2, op.numOperands()));
        b.create("memref.store", op.location(), ops, List.of());
        b.replaceOp(op, List.of(dest));
        return true;
      }
    });
    m.put("tensor.cast", new CastModel());
    m.put("tensor.expand_shape", new ReshapeModel(true));
    m.put("tensor.collapse_shape", new ReshapeModel(false));
    m.put("tensor.extract_slice", new ExtractSliceModel());
    m.put("tensor.insert_slice", new InsertSliceModel());
    m.put("tensor.empty", new AllocationModel() {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        if (op.result(0).hasNoUses()) {
          b.rewriter().eraseOp(op);
          return true;
        }
        Value alloc = b.allocateTensorFor(op.location(), op.result(0), false);
        b.rewriter().replaceOp(op, List.of(alloc));
        return true;
      }
    });
    m.put("tensor.splat", new AllocationModel() {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        Value alloc = b.allocateTensorFor(op.location(), op.result(0), false);
        RankedTensorType t = (RankedTensorType) op.result(0).type();
        Operation map = LinalgBuilders.fill(b, op.location(), alloc, op.operand(0), t);
        b.rewriter().replaceOp(op, List.of(map.result(0)));
        return true;
      }
    });
    m.put("tensor.generate", new AllocationModel() {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        Value alloc = b.allocateTensorFor(op.location(), op.result(0), false);
        b.rewriter().replaceOp(op, List.of(lowerGenerateBody(b, op.location(), alloc, op.region(0))));
        return true;
      }
    });
    m.put("tensor.pad", new PadModel());
    m.put("tensor.concat", new ConcatModel());
    m.put("tensor.reshape", new TensorReshapeModel());
    m.put("tensor.parallel_insert_slice", new ParallelInsertSliceModel());
    m.put("tensor.from_elements", new AllocationModel() {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        return fromElements(op, b);
      }
    });
  }

  static boolean replaceWith(Bufferizer b, Operation op, String name, List<Value> operands) {
    Operation n = b.create(name, op.location(), operands, op.resultTypes());
    b.replaceOp(op, new ArrayList<>(n.results()));
    return true;
  }

  /** A destination-style op whose operand {@code dest} is read, written and equivalent to result 0. */
  abstract static class DestinationModel extends BufferizationModels.Access {
    DestinationModel(int dest) {
      super(ALL, only(dest), result0(dest, Relation.EQUIVALENT, true));
    }

  }

  /** An op that allocates its result (no tensor operand aliases it). */
  abstract static class AllocationModel extends BufferizationModels.Access {
    AllocationModel() {
      super(ALL, NONE, NO_ALIAS);
    }

    @Override
    public boolean bufferizesToAllocation(Value v) {
      return true;
    }

    @Override
    public boolean resultBufferizesToMemoryWrite(org.jmlir.ir.OpResult r, AnalysisState s) {
      return !r.owner().name().equals("tensor.empty");
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      RankedTensorType t = (RankedTensorType) v.type();
      return b.identityType(t, b.defaultMemorySpace(t, AnalysisState.ownerOf(v)));
    }
  }

  /**
   * A view of operand 0 (cast, reshape, slice): the op itself reads and writes nothing, and its result
   * aliases operand 0 with the given relation.
   */
  abstract static class ViewModel extends BufferizationModels.Access {
    ViewModel(Relation relation) {
      super(NONE, NONE, result0(0, relation, true));
    }

  }

  static final class CastModel extends ViewModel {
    CastModel() {
      super(Relation.EQUIVALENT);
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      Type src = b.bufferType(op.operand(0), stack);
      Type rt = v.type();
      if (op.operand(0).type() instanceof UnrankedTensorType || rt instanceof UnrankedTensorType) {
        return b.fullyDynamicOrUnranked((TensorType) rt, null);
      }
      RankedTensorType r = (RankedTensorType) rt;
      return MemRefType.get(b.context(), r.shape(), r.elementType(), ((MemRefType) src).layout(), ((MemRefType) src).memorySpace());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Type t = b.bufferType(op.result(0));
      Value src = b.getBuffer(op.operand(0));
      return replaceWith(b, op, "memref.cast", List.of(src), t);
    }
  }

  /**
   * tensor.expand_shape / collapse_shape: the result is the source buffer reshaped (memref.expand_shape
   * / collapse_shape with the same attributes). A collapse of a buffer that is not row-major first
   * copies it into a new identity-layout buffer, as MLIR does when it cannot prove it collapsible.
   */
  static final class ReshapeModel extends ViewModel {
    private final boolean expand;

    ReshapeModel(boolean expand) {
      super(Relation.EQUIVALENT);
      this.expand = expand;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      MemRefType src = (MemRefType) b.bufferType(op.operand(0), stack);
      RankedTensorType rt = (RankedTensorType) v.type();
      if (!expand && !Strides.isIdentity(src)) {
        src = b.identityType((RankedTensorType) op.operand(0).type(), src.memorySpace());
      }
      return reshapedType(b, src, rt, groups(op), expand);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value buffer = b.getBuffer(op.operand(0));
      MemRefType src = (MemRefType) buffer.type();
      if (!expand && !Strides.isIdentity(src)) {
        Value copy = b.allocateTensorFor(op.location(), op.operand(0), true);
        MemRefType id = b.identityType((RankedTensorType) op.operand(0).type(), src.memorySpace());
        buffer = b.create("bufferization.to_buffer", op.location(), List.of(copy), List.of(id)).result(0);
        src = id;
      }
      MemRefType t = reshapedType(b, src, (RankedTensorType) op.result(0).type(), groups(op), expand);
      OperationState st = b.state(expand ? "memref.expand_shape" : "memref.collapse_shape", op.location());
      st.addOperand(buffer).addOperands(op.operands().subList(1, op.numOperands()));
      st.addAttribute("reassociation", op.attr("reassociation"));
      if (expand) {
        st.addAttribute("static_output_shape", op.attr("static_output_shape"));
      }
      st.addType(t);
      Operation n = b.create(st);
      b.replaceOp(op, List.of(n.result(0)));
      return true;
    }

    static List<long[]> groups(Operation op) {
      List<long[]> r = new ArrayList<>();
      for (org.jmlir.ir.attr.Attribute g : ((org.jmlir.ir.attr.ArrayAttr) op.attr("reassociation")).elements()) {
        List<org.jmlir.ir.attr.Attribute> es = ((org.jmlir.ir.attr.ArrayAttr) g).elements();
        long[] dims = new long[es.size()];
        for (int i = 0; i < dims.length; i++) {
          dims[i] = ((org.jmlir.ir.attr.IntegerAttr) es.get(i)).value().longValue();
        }
        r.add(dims);
      }
      return r;
    }

    /** MLIR's computeExpandedType / computeCollapsedType: identity stays identity; strides follow the groups. */
    static MemRefType reshapedType(Bufferizer b, MemRefType src, RankedTensorType result, List<long[]> groups, boolean expand) {
      MLIRContext ctx = b.context();
      if (Strides.isIdentity(src)) {
        return MemRefType.get(ctx, result.shape(), result.elementType(), null, src.memorySpace());
      }
      long[] ss = Strides.strides(src);
      long[] out = new long[result.rank()];
      if (expand) {
        long[] shape = result.shape();
        for (int g = 0; g < groups.size(); g++) {
          long[] dims = groups.get(g);
          long running = ss[g];
          for (int k = dims.length - 1; k >= 0; k--) {
            int d = (int) dims[k];
            out[d] = running;
            if (running != ShapedType.DYNAMIC) {
              running = shape[d] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : running * shape[d];
            }
          }
        }
      } else {
        for (int g = 0; g < groups.size(); g++) {
          long[] dims = groups.get(g);
          out[g] = dims.length == 0 ? 1 : ss[(int) dims[dims.length - 1]];
        }
      }
      return MemRefType.get(ctx, result.shape(), result.elementType(), StridedLayoutAttr.get(ctx, Strides.offset(src), out), src.memorySpace());
    }
  }

  static boolean replaceWith(Bufferizer b, Operation op, String name, List<Value> operands, Type t) {
    Operation n = b.create(name, op.location(), operands, List.of(t));
    b.replaceOp(op, List.of(n.result(0)));
    return true;
  }

  /** The static offsets, sizes and strides of a slice op, with DYNAMIC where an SSA value gives it. */
  record Slice(long[] offsets, long[] sizes, long[] strides, List<Value> dynOffsets, List<Value> dynSizes, List<Value> dynStrides) {
    static Slice of(Operation op, int firstDynamic) {
      long[] o = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
      long[] s = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
      long[] st = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
      int i = firstDynamic;
      int no = countDyn(o);
      int ns = countDyn(s);
      int nst = countDyn(st);
      List<Value> ops = op.operands();
      return new Slice(o, s, st, new ArrayList<>(ops.subList(i, i + no)), new ArrayList<>(ops.subList(i + no, i + no + ns)),
          new ArrayList<>(ops.subList(i + no + ns, i + no + ns + nst)));
    }

    Operation subview(Bufferizer b, Location loc, Value source, MemRefType resultType) {
      MLIRContext ctx = b.context();
      OperationState st = b.state("memref.subview", loc);
      st.addOperand(source).addOperands(dynOffsets).addOperands(dynSizes).addOperands(dynStrides);
      st.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(ctx, 1, dynOffsets.size(), dynSizes.size(), dynStrides.size()));
      st.addAttribute(OffsetsSizesStrides.STATIC_OFFSETS, i64(ctx, offsets));
      st.addAttribute(OffsetsSizesStrides.STATIC_SIZES, i64(ctx, sizes));
      st.addAttribute(OffsetsSizesStrides.STATIC_STRIDES, i64(ctx, strides));
      st.addType(resultType);
      return b.create(st);
    }

    /** MLIR's SubViewOp::inferRankReducedResultType. */
    MemRefType resultType(MLIRContext ctx, MemRefType source, long[] resultShape) {
      long[] ss = Strides.strides(source);
      long so = Strides.offset(source);
      long off = so;
      long[] str = new long[sizes.length];
      for (int i = 0; i < sizes.length; i++) {
        long a = offsets[i];
        long s = ss == null ? ShapedType.DYNAMIC : ss[i];
        if (off != ShapedType.DYNAMIC) {
          // A zero offset adds nothing, whatever the stride (MLIR's saturated arithmetic).
          off = a == 0 ? off : a == ShapedType.DYNAMIC || s == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : off + a * s;
        }
        str[i] = s == ShapedType.DYNAMIC || strides[i] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : s * strides[i];
      }
      long[] keptStrides = str;
      if (resultShape.length < sizes.length) {
        keptStrides = new long[resultShape.length];
        int j = 0;
        for (int i = 0; i < sizes.length; i++) {
          if (j < resultShape.length && sizes[i] == resultShape[j]) {
            keptStrides[j++] = str[i];
          }
        }
      }
      return MemRefType.get(ctx, resultShape, source.elementType(), StridedLayoutAttr.get(ctx, off, keptStrides), source.memorySpace());
    }
  }

  static org.jmlir.ir.attr.DenseArrayAttr i64(MLIRContext ctx, long[] v) {
    return org.jmlir.ir.attr.DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 64), v);
  }

  static int countDyn(long[] a) {
    int n = 0;
    for (long x : a) {
      n += x == ShapedType.DYNAMIC ? 1 : 0;
    }
    return n;
  }

  static final class ExtractSliceModel extends ViewModel {
    ExtractSliceModel() {
      super(Relation.UNKNOWN);
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      MemRefType src = (MemRefType) b.bufferType(op.operand(0), stack);
      return Slice.of(op, 1).resultType(b.context(), src, ((RankedTensorType) v.type()).shape());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value src = b.getBuffer(op.operand(0));
      Slice sl = Slice.of(op, 1);
      MemRefType t = sl.resultType(b.context(), (MemRefType) src.type(), ((RankedTensorType) op.result(0).type()).shape());
      Operation sv = sl.subview(b, op.location(), src, t);
      b.replaceOp(op, List.of(sv.result(0)));
      return true;
    }
  }

  static final class InsertSliceModel extends DestinationModel {
    InsertSliceModel() {
      super(1);
    }

    @Override
    public boolean isNotConflicting(OpOperand read, OpOperand write, AnalysisState s) {
      return isNotConflictingInsertSlice(read, write, s, "tensor.insert_slice");
    }

    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      if (o.index() == 0) {
        return true;
      }
      Operation op = o.owner();
      Slice sl = Slice.of(op, 2);
      long[] destShape = ((RankedTensorType) op.operand(1).type()).shape();
      boolean zero = Arrays.stream(sl.offsets()).allMatch(x -> x == 0);
      boolean ones = Arrays.stream(sl.strides()).allMatch(x -> x == 1);
      boolean full = Arrays.equals(sl.sizes(), destShape) && Arrays.stream(destShape).noneMatch(x -> x == ShapedType.DYNAMIC);
      return !(zero && ones && full);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Slice sl = Slice.of(op, 2);
      Value dest = b.getBuffer(op.operand(1));
      MemRefType t = sl.resultType(b.context(), (MemRefType) dest.type(), ((RankedTensorType) op.operand(0).type()).shape());
      Operation sv = sl.subview(b, op.location(), dest, t);
      Value src = b.getBuffer(op.operand(0));
      b.createCopy(op.location(), src, sv.result(0));
      b.replaceOp(op, List.of(dest));
      return true;
    }
  }

  /** Both slices take the same offsets, sizes and strides (static values or the same SSA values / constants). */
  static boolean sameSlices(Operation a, int firstA, Operation b, int firstB) {
    Slice x = Slice.of(a, firstA);
    Slice y = Slice.of(b, firstB);
    return sameMixed(x.offsets(), x.dynOffsets(), y.offsets(), y.dynOffsets())
        && sameMixed(x.sizes(), x.dynSizes(), y.sizes(), y.dynSizes())
        && sameMixed(x.strides(), x.dynStrides(), y.strides(), y.dynStrides());
  }

  private static boolean sameMixed(long[] sa, List<Value> da, long[] sb, List<Value> db) {
    if (sa.length != sb.length) {
      return false;
    }
    int ia = 0;
    int ib = 0;
    for (int k = 0; k < sa.length; k++) {
      Value va = sa[k] == ShapedType.DYNAMIC ? da.get(ia++) : null;
      Value vb = sb[k] == ShapedType.DYNAMIC ? db.get(ib++) : null;
      Long ca = va == null ? Long.valueOf(sa[k]) : constantInt(va);
      Long cb = vb == null ? Long.valueOf(sb[k]) : constantInt(vb);
      boolean same = (va != null && va == vb) || (ca != null && ca.equals(cb));
      if (!same) {
        return false;
      }
    }
    return true;
  }

  static Long constantInt(Value v) {
    Operation d = v.definingOp();
    if (d != null && d.name().equals("arith.constant") && d.attr("value") instanceof org.jmlir.ir.attr.IntegerAttr i) {
      return i.value().longValue();
    }
    return null;
  }

  /** MLIR's matchesInsertDestination: every definition of {@code v} is an extract_slice matching {@code insert}. */
  private static boolean matchesInsertDestination(AnalysisState s, Value v, Operation insert) {
    java.util.function.Predicate<Value> matches = val -> {
      Operation e = val.definingOp();
      return e != null && e.name().equals("tensor.extract_slice")
          && (e == insert || s.areEquivalent(e.operand(0), insert.operand(1))) && sameSlices(e, 1, insert, 2);
    };
    for (Value d : s.findValueInReverseUseDefChain(v, matches, true, false, false, false)) {
      if (!matches.test(d)) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's isNotConflictingInsertSliceLikeOp: matching extract_slice / insert_slice pairs do not conflict. */
  static boolean isNotConflictingInsertSlice(OpOperand read, OpOperand write, AnalysisState s, String name) {
    Operation reading = read.owner();
    Operation writing = write.owner();
    if (reading.name().equals(name)) {
      if (read.index() == 1 && matchesInsertDestination(s, write.get(), reading)) {
        return true;
      }
      if (read.index() == 0 && write == reading.opOperand(1) && matchesInsertDestination(s, read.get(), reading)) {
        return true;
      }
    }
    return writing.name().equals(name) && write.index() == 1 && s.areEquivalent(read.get(), writing.operand(0))
        && matchesInsertDestination(s, writing.operand(0), writing);
  }

  /**
   * MLIR's lowerGenerateLikeOpBody: a {@code linalg.map} into {@code dest} whose body is {@code body}
   * with its index arguments replaced by {@code linalg.index} ops and tensor.yield by linalg.yield.
   */
  static Value lowerGenerateBody(Bufferizer b, Location loc, Value dest, Region body) {
    RankedTensorType t = (RankedTensorType) dest.type();
    OperationState s = new OperationState(b.context(), org.jmlir.dialect.linalg.LinalgOps.def(org.jmlir.dialect.linalg.OpKind.MAP), loc);
    s.addOperand(dest);
    s.addType(t);
    Block mapBody = new Block();
    mapBody.addArgument(t.elementType(), loc);
    s.addRegion().addBlock(mapBody);
    Operation map = b.create(s);
    Operation ip = b.rewriter().insertionPoint();
    b.rewriter().setInsertionPointToStart(mapBody);
    List<Value> indices = new ArrayList<>();
    for (int d = 0; d < t.rank(); d++) {
      OperationState is = b.state("linalg.index", loc);
      is.addAttribute("dim", org.jmlir.ir.attr.IntegerAttr.get(b.context(), org.jmlir.ir.type.IntegerType.get(b.context(), 64), d));
      is.addType(org.jmlir.ir.type.IndexType.get(b.context()));
      indices.add(b.create(is).result(0));
    }
    b.rewriter().mergeBlocks(body.front(), mapBody, indices);
    Operation yield = mapBody.terminator();
    OperationState ys = b.state("linalg.yield", yield.location());
    ys.addOperands(yield.operands());
    b.rewriter().setInsertionPoint(yield);
    b.create(ys);
    b.rewriter().eraseOp(yield);
    if (ip != null) {
      b.rewriter().setInsertionPoint(ip);
    } else {
      b.rewriter().setInsertionPointAfter(map);
    }
    return map.result(0);
  }

  /** An identity-layout buffer type for {@code v} in the memory space of its op's operand 0. */
  static Type identityInSourceSpace(Value v, Bufferizer b, List<Value> stack) {
    Type src = b.bufferType(AnalysisState.ownerOf(v).operand(0), stack);
    return b.identityType((RankedTensorType) v.type(), ((org.jmlir.ir.type.BaseMemRefType) src).memorySpace());
  }

  /** tensor.pad (MLIR's PadOpInterface): a new buffer filled by the body as a linalg.map, the source inserted into it. */
  static final class PadModel extends AllocationModel {
    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      return identityInSourceSpace(v, b, stack);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Location loc = op.location();
      RankedTensorType rt = (RankedTensorType) op.result(0).type();
      Value source = op.operand(0);
      long[] low = OffsetsSizesStrides.statics(op, "static_low");
      long[] high = OffsetsSizesStrides.statics(op, "static_high");
      int nLowDyn = countDyn(low);
      List<Value> dynLow = op.operands().subList(1, 1 + nLowDyn);
      List<Value> dynHigh = op.operands().subList(1 + nLowDyn, op.numOperands());
      // MLIR computes the padded sizes here (unused: the allocation reifies them again).
      for (int i = 0; i < rt.rank(); i++) {
        if (rt.shape()[i] != ShapedType.DYNAMIC) {
          continue;
        }
        Value dim = b.tensorDim(loc, source, i);
        Value l = low[i] == ShapedType.DYNAMIC ? dynLow.get(indexOfDyn(low, i)) : b.constantIndex(loc, low[i]);
        Value h = high[i] == ShapedType.DYNAMIC ? dynHigh.get(indexOfDyn(high, i)) : b.constantIndex(loc, high[i]);
        org.jmlir.ir.affine.AffineExpr sum = org.jmlir.ir.affine.AffineExpr.symbol(0).add(org.jmlir.ir.affine.AffineExpr.symbol(1))
            .add(org.jmlir.ir.affine.AffineExpr.symbol(2));
        OperationState as = b.state("affine.apply", loc);
        as.addOperands(List.of(dim, l, h));
        as.addAttribute("map", org.jmlir.ir.attr.AffineMapAttr.get(b.context(), new org.jmlir.ir.affine.AffineMap(0, 3, List.of(sum))));
        as.addType(org.jmlir.ir.type.IndexType.get(b.context()));
        b.create(as);
      }
      Value alloc = b.allocateTensorFor(loc, op.result(0), false);
      Value filled = lowerGenerateBody(b, loc, alloc, op.region(0));
      RankedTensorType st = (RankedTensorType) source.type();
      List<Value> dynSizes = new ArrayList<>();
      for (int i = 0; i < st.rank(); i++) {
        if (st.shape()[i] == ShapedType.DYNAMIC) {
          dynSizes.add(b.tensorDim(loc, source, i));
        }
      }
      long[] ones = new long[st.rank()];
      Arrays.fill(ones, 1);
      OperationState is = b.state("tensor.insert_slice", loc);
      is.addOperand(source).addOperand(filled).addOperands(dynLow).addOperands(dynSizes);
      is.addAttribute("operandSegmentSizes", OperandSegments.sizesAttr(b.context(), 1, 1, dynLow.size(), dynSizes.size(), 0));
      is.addAttribute(OffsetsSizesStrides.STATIC_OFFSETS, i64(b.context(), low));
      is.addAttribute(OffsetsSizesStrides.STATIC_SIZES, i64(b.context(), st.shape()));
      is.addAttribute(OffsetsSizesStrides.STATIC_STRIDES, i64(b.context(), ones));
      is.addType(rt);
      Operation insert = b.create(is);
      b.rewriter().replaceOp(op, List.of(insert.result(0)));
      return true;
    }

    private static int indexOfDyn(long[] a, int i) {
      int k = 0;
      for (int j = 0; j < i; j++) {
        k += a[j] == ShapedType.DYNAMIC ? 1 : 0;
      }
      return k;
    }
  }

  /**
   * tensor.concat (MLIR's ConcatOpInterface): a new buffer (sizes reified from the inputs) and a copy
   * of each input into a subview of it at the running offset along the concatenated dim.
   */
  static final class ConcatModel extends AllocationModel {
    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Location loc = op.location();
      MLIRContext ctx = b.context();
      RankedTensorType rt = (RankedTensorType) op.result(0).type();
      int dim = (int) ((org.jmlir.ir.attr.IntegerAttr) op.attr("dim")).value().longValue();
      Value alloc = b.allocateTensorFor(loc, op.result(0), false);
      MemRefType dstType = b.identityType(rt, null);
      Value dst = b.create("bufferization.to_buffer", loc, List.of(alloc), List.of(dstType)).result(0);
      long[] sizes = rt.shape().clone();
      List<Value> dynSizes = new ArrayList<>();
      for (int i = 0; i < rt.rank(); i++) {
        dynSizes.add(rt.shape()[i] == ShapedType.DYNAMIC ? b.memrefDim(loc, dst, i) : null);
      }
      org.jmlir.ir.rewrite.OpFoldResult offset = ShapeReification.index(b, 0);
      for (Value input : op.operands()) {
        Value src = b.getBuffer(input);
        long n = ((RankedTensorType) input.type()).shape()[dim];
        org.jmlir.ir.rewrite.OpFoldResult size = n == ShapedType.DYNAMIC
            ? org.jmlir.ir.rewrite.OpFoldResult.of(b.memrefDim(loc, src, dim)) : ShapeReification.index(b, n);
        long[] offsets = new long[rt.rank()];
        long[] ones = new long[rt.rank()];
        Arrays.fill(ones, 1);
        List<Value> dynOffsets = new ArrayList<>();
        if (offset instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded f) {
          offsets[dim] = ShapedType.DYNAMIC;
          dynOffsets.add(f.value());
        } else {
          offsets[dim] = constantOf(offset);
        }
        List<Value> dyn = new ArrayList<>();
        long[] sz = sizes.clone();
        for (int i = 0; i < rt.rank(); i++) {
          if (i == dim) {
            sz[i] = size instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded f ? ShapedType.DYNAMIC : constantOf(size);
            if (size instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded f) {
              dyn.add(f.value());
            }
          } else if (sz[i] == ShapedType.DYNAMIC) {
            dyn.add(dynSizes.get(i));
          }
        }
        Slice sl = new Slice(offsets, sz, ones, dynOffsets, dyn, List.of());
        MemRefType t = sl.resultType(ctx, dstType, ((RankedTensorType) input.type()).shape());
        Operation sv = sl.subview(b, loc, dst, t);
        b.createCopy(loc, src, sv.result(0));
        offset = org.jmlir.dialect.affine.AffineApplyBuilder.composedFoldedApply(b.rewriter(), loc,
            org.jmlir.ir.affine.AffineExpr.symbol(0).add(org.jmlir.ir.affine.AffineExpr.symbol(1)), List.of(offset, size));
      }
      b.replaceOp(op, List.of(dst));
      return true;
    }

    private static long constantOf(org.jmlir.ir.rewrite.OpFoldResult r) {
      return ((org.jmlir.ir.attr.IntegerAttr) ((org.jmlir.ir.rewrite.OpFoldResult.Constant) r).attribute()).value().longValue();
    }
  }

  /** tensor.reshape: a memref.reshape of the source buffer (copied first unless its layout is the identity). */
  static final class TensorReshapeModel extends BufferizationModels.Access {
    TensorReshapeModel() {
      super(only(1), NONE, result0(0, Relation.EQUIVALENT, true));
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      return identityInSourceSpace(v, b, stack);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Value src = b.getBuffer(op.operand(0));
      Value shape = b.getBuffer(op.operand(1));
      if (src.type() instanceof MemRefType mt && !Strides.isIdentity(mt)) {
        Value copy = b.allocateTensorFor(op.location(), op.operand(0), true);
        MemRefType id = b.identityType((RankedTensorType) op.operand(0).type(), mt.memorySpace());
        src = b.create("bufferization.to_buffer", op.location(), List.of(copy), List.of(id)).result(0);
      }
      return replaceWith(b, op, "memref.reshape", List.of(src, shape), b.bufferType(op.result(0)));
    }
  }

  /** tensor.parallel_insert_slice: a copy into a subview of the destination, before the in_parallel terminator. */
  static final class ParallelInsertSliceModel extends BufferizationModels.Access {
    ParallelInsertSliceModel() {
      super(ALL, only(1), NO_ALIAS);
    }

    @Override
    public boolean isNotConflicting(OpOperand read, OpOperand write, AnalysisState s) {
      return isNotConflictingInsertSlice(read, write, s, "tensor.parallel_insert_slice");
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      b.rewriter().setInsertionPoint(op.parentOp());
      Value dest = b.getBuffer(op.operand(1));
      Value src = b.getBuffer(op.operand(0));
      Slice sl = Slice.of(op, 2);
      MemRefType t = sl.resultType(b.context(), (MemRefType) dest.type(), ((RankedTensorType) op.operand(0).type()).shape());
      Operation sv = sl.subview(b, op.location(), dest, t);
      b.createCopy(op.location(), src, sv.result(0));
      b.rewriter().eraseOp(op);
      return true;
    }
  }

  private static boolean fromElements(Operation op, Bufferizer b) {
    RankedTensorType t = (RankedTensorType) op.result(0).type();
    Location loc = op.location();
    Value alloc = b.allocateTensorFor(loc, op.result(0), false);
    Value buffer = b.create("bufferization.to_buffer", loc, List.of(alloc), List.of(b.identityType(t, null))).result(0);
    if (op.numOperands() == 0) {
      b.replaceOp(op, List.of(buffer));
      return true;
    }
    long[] shape = t.shape();
    if (shape.length == 0) {
      b.create("memref.store", loc, List.of(op.operand(0), buffer), List.of());
      b.replaceOp(op, List.of(buffer));
      return true;
    }
    long max = Arrays.stream(shape).max().orElse(0);
    List<Value> consts = new ArrayList<>();
    for (int i = 0; i < max; i++) {
      consts.add(b.constantIndex(loc, i));
    }
    int[] next = {0};
    Value[] idx = new Value[shape.length];
    storeAll(b, loc, 0, buffer, shape, consts, op.operands(), next, idx);
    b.replaceOp(op, List.of(buffer));
    return true;
  }

  private static void storeAll(Bufferizer b, Location loc, int dim, Value buffer, long[] shape, List<Value> consts, List<Value> elems,
      int[] next, Value[] idx) {
    if (dim == shape.length - 1) {
      for (int i = 0; i < shape[dim]; i++) {
        idx[dim] = consts.get(i);
        List<Value> ops = new ArrayList<>();
        ops.add(elems.get(next[0]++));
        ops.add(buffer);
        ops.addAll(Arrays.asList(idx));
        b.create("memref.store", loc, ops, List.of());
      }
      return;
    }
    for (int i = 0; i < shape[dim]; i++) {
      idx[dim] = consts.get(i);
      storeAll(b, loc, dim + 1, buffer, shape, consts, elems, next, idx);
    }
  }

  static Block unused(Region r) {
    return r.front();
  }
}

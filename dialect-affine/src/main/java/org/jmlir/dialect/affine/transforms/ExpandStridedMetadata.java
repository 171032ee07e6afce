package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.AllocOp;
import org.jmlir.dialect.memref.AllocaOp;
import org.jmlir.dialect.memref.CastOp;
import org.jmlir.dialect.memref.CollapseShapeOp;
import org.jmlir.dialect.memref.ExpandShapeOp;
import org.jmlir.dialect.memref.ExtractStridedMetadataOp;
import org.jmlir.dialect.memref.GetGlobalOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.memref.MemorySpaceCastOp;
import org.jmlir.dialect.memref.ReinterpretCastOp;
import org.jmlir.dialect.memref.SubViewOp;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code expand-strided-metadata} (MLIR's ExpandStridedMetadata): subview, expand_shape and
 * collapse_shape become a {@code memref.reinterpret_cast} of the base buffer
 * {@code memref.extract_strided_metadata} gives, with the offset, sizes and strides computed by
 * {@code affine.apply}; an {@code extract_strided_metadata} of a view, an allocation, a global, a
 * cast or another extract reads through it. It lives in dialect-affine because it builds affine ops
 * (dialect-affine depends on dialect-core's memref, not the other way round).
 */
public final class ExpandStridedMetadata extends Pass {
  public ExpandStridedMetadata(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "expand-strided-metadata";
  }

  @Override
  public String summary() {
    return "Expand memref operations into easier to analyze constructs";
  }

  /** A memref's metadata as values or constants. */
  private record Metadata(Value base, OpFoldResult offset, List<OpFoldResult> sizes, List<OpFoldResult> strides) {}

  private static OpFoldResult index(MLIRContext ctx, long v) {
    return OpFoldResult.of(ShapedFolds.index(ctx, v));
  }

  private static OpFoldResult staticOr(MLIRContext ctx, long v, Value dynamic) {
    return v == ShapedType.DYNAMIC ? OpFoldResult.of(dynamic) : index(ctx, v);
  }

  private static OpFoldResult apply(PatternRewriter rw, Location loc, AffineExpr e, OpFoldResult... operands) {
    return AffineApplyBuilder.composedFoldedApply(rw, loc, e, List.of(operands));
  }

  private static AffineExpr s(int i) {
    return AffineExpr.symbol(i);
  }

  private static List<Value> results(Operation op, int from, int count) {
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(op.result(from + i));
    }
    return out;
  }

  // ---- subview -----------------------------------------------------------------------------------

  private static Metadata resolveSubview(PatternRewriter rw, Operation subview) {
    MLIRContext ctx = rw.context();
    Location loc = subview.location();
    Value source = subview.operand(0);
    MemRefType sourceType = (MemRefType) source.type();
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(sourceType);
    if (layout == null) {
      return null;
    }
    int rank = sourceType.rank();
    Operation esm = MemRefBuilders.extractStridedMetadata(rw, loc, source);
    List<Value> segments = subview.operands().subList(1, subview.numOperands());
    long[] sOffsets = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] sSizes = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_SIZES);
    long[] sStrides = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_STRIDES);
    int nOff = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(sOffsets);
    int nSize = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(sSizes);
    List<OpFoldResult> subOffsets = MemRefBuilders.mixed(ctx, sOffsets, segments.subList(0, nOff));
    List<OpFoldResult> subSizes = MemRefBuilders.mixed(ctx, sSizes, segments.subList(nOff, nOff + nSize));
    List<OpFoldResult> subStrides = MemRefBuilders.mixed(ctx, sStrides, segments.subList(nOff + nSize, segments.size()));

    List<OpFoldResult> strides = new ArrayList<>();
    OpFoldResult[] values = new OpFoldResult[2 * rank + 1];
    AffineExpr expr = s(0);
    values[0] = staticOr(ctx, layout.offset(), esm.result(1));
    for (int i = 0; i < rank; i++) {
      OpFoldResult origStride = staticOr(ctx, layout.strides()[i], esm.result(2 + rank + i));
      strides.add(apply(rw, loc, s(0).mul(s(1)), subStrides.get(i), origStride));
      expr = expr.add(s(1 + 2 * i).mul(s(2 + 2 * i)));
      values[1 + 2 * i] = subOffsets.get(i);
      values[2 + 2 * i] = origStride;
    }
    OpFoldResult offset = AffineApplyBuilder.composedFoldedApply(rw, loc, expr, List.of(values));
    MemRefType subType = (MemRefType) subview.result(0).type();
    boolean[] dropped = StridedLayouts.droppedDims(sourceType, subType, sSizes);
    List<OpFoldResult> finalSizes = new ArrayList<>();
    List<OpFoldResult> finalStrides = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      if (dropped != null && dropped[i]) {
        continue;
      }
      finalSizes.add(subSizes.get(i));
      finalStrides.add(strides.get(i));
    }
    if (finalSizes.size() != subType.rank()) {
      return null;
    }
    return new Metadata(esm.result(0), offset, finalSizes, finalStrides);
  }

  // ---- expand_shape / collapse_shape -------------------------------------------------------------

  private static List<OpFoldResult> expandedSizes(PatternRewriter rw, Operation op, List<OpFoldResult> origSizes, int group) {
    long[] g = Reassociations.groups(op.attr("reassociation")).get(group);
    MemRefType type = (MemRefType) op.result(0).type();
    List<OpFoldResult> out = new ArrayList<>();
    long product = 1;
    int dyn = -1;
    for (int i = 0; i < g.length; i++) {
      long d = type.shape()[(int) g[i]];
      if (d == ShapedType.DYNAMIC) {
        dyn = i;
        out.add(null);
        continue;
      }
      product *= d;
      out.add(index(rw.context(), d));
    }
    if (dyn >= 0) {
      out.set(dyn, apply(rw, op.location(), s(0).floorDiv(AffineExpr.constant(product)), origSizes.get(group)));
    }
    return out;
  }

  private static List<OpFoldResult> expandedStrides(PatternRewriter rw, Operation op, List<OpFoldResult> origSizes,
      List<OpFoldResult> origStrides, int group) {
    MLIRContext ctx = rw.context();
    long[] g = Reassociations.groups(op.attr("reassociation")).get(group);
    MemRefType type = (MemRefType) op.result(0).type();
    long[] base = new long[g.length];
    long current = 1;
    int dyn = -1;
    for (int i = g.length - 1; i >= 0; i--) {
      base[i] = current;
      long d = type.shape()[(int) g[i]];
      if (d == ShapedType.DYNAMIC) {
        dyn = i;
        continue;
      }
      current *= d;
    }
    MemRefType sourceType = (MemRefType) op.operand(0).type();
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(sourceType);
    OpFoldResult origStride = staticOr(ctx, layout.strides()[group], null);
    if (layout.strides()[group] == ShapedType.DYNAMIC) {
      origStride = origStrides.get(group);
    }
    OpFoldResult[] out = new OpFoldResult[g.length];
    int done = 0;
    if (dyn >= 0) {
      for (; done < dyn; done++) {
        out[done] = apply(rw, op.location(),
            s(0).mul(base[done]).floorDiv(AffineExpr.constant(current)).mul(s(1)), origSizes.get(group), origStride);
      }
    }
    for (; done < g.length; done++) {
      out[done] = apply(rw, op.location(), s(0).mul(base[done]), origStride);
    }
    return List.of(out);
  }

  private static List<OpFoldResult> collapsedSize(PatternRewriter rw, Operation op, List<OpFoldResult> origSizes, int group) {
    MLIRContext ctx = rw.context();
    MemRefType type = (MemRefType) op.result(0).type();
    long size = type.shape()[group];
    if (size != ShapedType.DYNAMIC) {
      return List.of(index(ctx, size));
    }
    long[] g = Reassociations.groups(op.attr("reassociation")).get(group);
    long[] srcShape = ((MemRefType) op.operand(0).type()).shape();
    AffineExpr product = AffineExpr.constant(1);
    List<OpFoldResult> inputs = new ArrayList<>();
    for (int i = 0; i < g.length; i++) {
      product = product.mul(s(i));
      long d = srcShape[(int) g[i]];
      inputs.add(d == ShapedType.DYNAMIC ? origSizes.get((int) g[i]) : index(ctx, d));
    }
    return List.of(AffineApplyBuilder.composedFoldedApply(rw, op.location(), product, inputs));
  }

  private static List<OpFoldResult> collapsedStride(PatternRewriter rw, Operation op, List<OpFoldResult> origStrides,
      int group) {
    MLIRContext ctx = rw.context();
    long[] g = Reassociations.groups(op.attr("reassociation")).get(group);
    MemRefType sourceType = (MemRefType) op.operand(0).type();
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(sourceType);
    long[] srcShape = sourceType.shape();
    OpFoldResult last = null;
    for (long d : g) {
      if (srcShape[(int) d] == 1) {
        continue;
      }
      long st = layout.strides()[(int) d];
      last = st == ShapedType.DYNAMIC ? origStrides.get((int) d) : index(ctx, st);
    }
    if (last != null) {
      return List.of(last);
    }
    StridedLayouts.Strided collapsed = StridedLayouts.stridesOf((MemRefType) op.result(0).type());
    long finalStride = collapsed.strides()[group];
    if (finalStride == ShapedType.DYNAMIC) {
      for (long d : g) {
        if (layout.strides()[(int) d] == ShapedType.DYNAMIC) {
          return List.of(origStrides.get((int) d));
        }
      }
    }
    return List.of(index(ctx, finalStride));
  }

  private static Metadata resolveReshape(PatternRewriter rw, Operation reshape, boolean expand) {
    MLIRContext ctx = rw.context();
    Value source = reshape.operand(0);
    MemRefType sourceType = (MemRefType) source.type();
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(sourceType);
    MemRefType reshapeType = (MemRefType) reshape.result(0).type();
    if (layout == null || StridedLayouts.stridesOf(reshapeType) == null) {
      return null;
    }
    int rank = sourceType.rank();
    Operation esm = MemRefBuilders.extractStridedMetadata(rw, reshape.location(), source);
    OpFoldResult offset = staticOr(ctx, layout.offset(), esm.result(1));
    if (rank == 0) {
      List<OpFoldResult> ones = new ArrayList<>();
      for (int i = 0; i < reshapeType.rank(); i++) {
        ones.add(index(ctx, 1));
      }
      return new Metadata(esm.result(0), offset, ones, ones);
    }
    List<OpFoldResult> origSizes = new ArrayList<>();
    List<OpFoldResult> origStrides = new ArrayList<>();
    for (Value v : results(esm, 2, rank)) {
      origSizes.add(OpFoldResult.of(v));
    }
    for (Value v : results(esm, 2 + rank, rank)) {
      origStrides.add(OpFoldResult.of(v));
    }
    List<OpFoldResult> sizes = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    int groups = Reassociations.groups(reshape.attr("reassociation")).size();
    for (int gi = 0; gi < groups; gi++) {
      if (expand) {
        sizes.addAll(expandedSizes(rw, reshape, origSizes, gi));
        strides.addAll(expandedStrides(rw, reshape, origSizes, origStrides, gi));
      } else {
        sizes.addAll(collapsedSize(rw, reshape, origSizes, gi));
        strides.addAll(collapsedStride(rw, reshape, origStrides, gi));
      }
    }
    return new Metadata(esm.result(0), offset, sizes, strides);
  }

  // ---- patterns ----------------------------------------------------------------------------------

  private static RewritePattern toReinterpretCast(String name, OpDef root, java.util.function.BiFunction<PatternRewriter, Operation, Metadata> resolve) {
    return new NamedPattern(name, root.name(), 1, (op, rw) -> {
      rw.setInsertionPoint(op);
      Metadata m = resolve.apply(rw, op);
      if (m == null) {
        return false;
      }
      Operation cast = MemRefBuilders.reinterpretCast(rw, op.location(), op.result(0).type(), m.base, m.offset, m.sizes, m.strides);
      rw.replaceOp(op, List.of(cast.result(0)));
      return true;
    });
  }

  /** Replaces an extract_strided_metadata by the resolved metadata of the view producing its source. */
  private static RewritePattern esmThrough(String name, OpDef producer,
      java.util.function.BiFunction<PatternRewriter, Operation, Metadata> resolve) {
    return new NamedPattern(name, ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
      Operation def = op.operand(0).definingOp();
      if (def == null || def.def() != producer) {
        return false;
      }
      rw.setInsertionPoint(op);
      Metadata m = resolve.apply(rw, def);
      if (m == null) {
        return false;
      }
      List<OpFoldResult> mixed = new ArrayList<>();
      mixed.add(m.offset);
      mixed.addAll(m.sizes);
      mixed.addAll(m.strides);
      replaceWithMetadata(rw, op, def.location(), m.base, mixed);
      return true;
    });
  }

  /** Replaces an extract_strided_metadata by a base buffer and its offset, sizes and strides. */
  private static void replaceWithMetadata(PatternRewriter rw, Operation op, Location loc, Value base,
      List<OpFoldResult> offsetSizesStrides) {
    List<Value> values = new ArrayList<>();
    values.add(base);
    for (OpFoldResult r : offsetSizesStrides) {
      values.add(MemRefBuilders.valueOrConstant(rw, loc, r));
    }
    replace(rw, op, values);
  }

  /** MLIR's replaceOp where a null value stands for a result without uses. */
  private static void replace(PatternRewriter rw, Operation op, List<Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) != null && !op.result(i).hasNoUses()) {
        rw.replaceAllUsesWith(op.result(i), values.get(i));
      }
    }
    rw.eraseOp(op);
  }

  private static RewritePattern esmOfAlloc(OpDef alloc) {
    return new NamedPattern("ExtractStridedMetadataOpAllocFolder", ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
      Operation def = op.operand(0).definingOp();
      if (def == null || def.def() != alloc) {
        return false;
      }
      MemRefType type = (MemRefType) def.result(0).type();
      if (!isIdentityLayout(type)) {
        return false;
      }
      MLIRContext ctx = rw.context();
      Location loc = op.location();
      rw.setInsertionPoint(op);
      int rank = type.rank();
      List<OpFoldResult> sizes = MemRefBuilders.mixed(ctx, type.shape(), MemRefBuilders.allocDynamicSizes(def));
      OpFoldResult[] strides = new OpFoldResult[rank];
      if (rank > 0) {
        strides[rank - 1] = index(ctx, 1);
      }
      AffineExpr expr = AffineExpr.constant(1);
      int symbols = 0;
      for (int i = rank - 2; i >= 0; i--) {
        expr = expr.mul(s(symbols++));
        strides[i] = AffineApplyBuilder.composedFoldedApply(rw, loc, expr, sizes.subList(i + 1, i + 1 + symbols));
      }
      List<Value> values = new ArrayList<>();
      values.add(op.result(0).hasNoUses() ? null : baseOf(rw, loc, def.result(0), op.result(0).type()));
      values.add(MemRefBuilders.constantIndex(rw, loc, 0));
      for (OpFoldResult r : sizes) {
        values.add(MemRefBuilders.valueOrConstant(rw, loc, r));
      }
      for (OpFoldResult r : strides) {
        values.add(MemRefBuilders.valueOrConstant(rw, loc, r));
      }
      replace(rw, op, values);
      return true;
    });
  }

  private static boolean isIdentityLayout(MemRefType type) {
    return type.layout() == null || (type.layout() instanceof AffineMapAttr a && a.map().isIdentity());
  }

  /** The buffer itself when its type is the base type, else a reinterpret_cast to {@code memref<elt>}. */
  private static Value baseOf(PatternRewriter rw, Location loc, Value buffer, org.jmlir.ir.type.Type baseType) {
    if (buffer.type().equals(baseType)) {
      return buffer;
    }
    return MemRefBuilders.reinterpretCast(rw, loc, baseType, buffer, index(rw.context(), 0), List.of(), List.of()).result(0);
  }

  private static final RewritePattern ESM_OF_GET_GLOBAL =
      new NamedPattern("ExtractStridedMetadataOpGetGlobalFolder", ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
        Operation def = op.operand(0).definingOp();
        if (def == null || def.def() != GetGlobalOp.DEF) {
          return false;
        }
        MemRefType type = (MemRefType) def.result(0).type();
        if (!isIdentityLayout(type)) {
          return false;
        }
        Location loc = op.location();
        rw.setInsertionPoint(op);
        long[] strides = StridedLayouts.canonicalStrides(type.shape());
        List<Value> values = new ArrayList<>();
        values.add(baseOf(rw, loc, def.result(0), op.result(0).type()));
        values.add(MemRefBuilders.constantIndex(rw, loc, 0));
        for (long d : type.shape()) {
          values.add(MemRefBuilders.constantIndex(rw, loc, d));
        }
        for (long st : strides) {
          values.add(MemRefBuilders.constantIndex(rw, loc, st));
        }
        replace(rw, op, values);
        return true;
      });

  /**
   * The views whose aligned pointer mlir-opt 22 reads from their source: only subview and reinterpret_cast
   * (checked op by op against mlir-opt 22: cast, assume_alignment, view, transpose, memory_space_cast,
   * reshape and extract_strided_metadata keep their own pointer).
   */
  private static final List<String> VIEW_LIKE = List.of("memref.reinterpret_cast", "memref.subview");

  private static final RewritePattern ALIGNED_POINTER_OF_VIEW =
      new NamedPattern("RewriteExtractAlignedPointerAsIndexOfViewLikeOp", "memref.extract_aligned_pointer_as_index", 1,
          (op, rw) -> {
            Operation def = op.operand(0).definingOp();
            if (def == null || !VIEW_LIKE.contains(def.name())) {
              return false;
            }
            rw.modifyOpInPlace(op, () -> op.setOperand(0, def.operand(0)));
            return true;
          });

  /** The inferred types of extract_strided_metadata accept only a ranked memref with a strided layout. */
  private static boolean stridedRanked(Value v) {
    return v.type() instanceof MemRefType m && StridedLayouts.stridesOf(m) != null;
  }

  private static final RewritePattern ESM_OF_REINTERPRET_CAST =
      new NamedPattern("ExtractStridedMetadataOpReinterpretCastFolder", ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
        Operation def = op.operand(0).definingOp();
        if (def == null || def.def() != ReinterpretCastOp.DEF || !stridedRanked(def.operand(0))) {
          return false;
        }
        MLIRContext ctx = rw.context();
        Location loc = op.location();
        rw.setInsertionPoint(op);
        int rank = ((MemRefType) def.result(0).type()).rank();
        Operation esm = MemRefBuilders.extractStridedMetadata(rw, loc, def.operand(0));
        List<Value> dyn = def.operands().subList(1, def.numOperands());
        long[] so = OffsetsSizesStrides.statics(def, OffsetsSizesStrides.STATIC_OFFSETS);
        long[] ss = OffsetsSizesStrides.statics(def, OffsetsSizesStrides.STATIC_SIZES);
        long[] st = OffsetsSizesStrides.statics(def, OffsetsSizesStrides.STATIC_STRIDES);
        int no = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(so);
        int ns = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(ss);
        List<OpFoldResult> mixed = new ArrayList<>(MemRefBuilders.mixed(ctx, so, dyn.subList(0, no)));
        mixed.addAll(MemRefBuilders.mixed(ctx, ss, dyn.subList(no, no + ns)));
        mixed.addAll(MemRefBuilders.mixed(ctx, st, dyn.subList(no + ns, dyn.size())));
        replaceWithMetadata(rw, op, loc, esm.result(0), mixed.subList(0, 1 + 2 * rank));
        return true;
      });

  private static final RewritePattern ESM_OF_CAST =
      new NamedPattern("ExtractStridedMetadataOpCastFolder", ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
        Operation def = op.operand(0).definingOp();
        if (def == null || def.def() != CastOp.DEF || !stridedRanked(def.operand(0))) {
          return false;
        }
        MLIRContext ctx = rw.context();
        Location loc = op.location();
        rw.setInsertionPoint(op);
        MemRefType type = (MemRefType) op.operand(0).type();
        int rank = type.rank();
        StridedLayouts.Strided layout = StridedLayouts.stridesOf(type);
        Operation esm = MemRefBuilders.extractStridedMetadata(rw, loc, def.operand(0));
        List<OpFoldResult> mixed = new ArrayList<>();
        mixed.add(staticOr(ctx, layout.offset(), esm.result(1)));
        for (int i = 0; i < rank; i++) {
          mixed.add(staticOr(ctx, type.shape()[i], esm.result(2 + i)));
        }
        for (int i = 0; i < rank; i++) {
          mixed.add(staticOr(ctx, layout.strides()[i], esm.result(2 + rank + i)));
        }
        replaceWithMetadata(rw, op, loc, esm.result(0), mixed);
        return true;
      });

  private static final RewritePattern ESM_OF_MEMORY_SPACE_CAST =
      new NamedPattern("ExtractStridedMetadataOpMemorySpaceCastFolder", ExtractStridedMetadataOp.DEF.name(), 1, (op, rw) -> {
        Operation def = op.operand(0).definingOp();
        if (def == null || def.def() != MemorySpaceCastOp.DEF || !stridedRanked(def.operand(0))) {
          return false;
        }
        Location loc = op.location();
        rw.setInsertionPoint(op);
        Operation esm = MemRefBuilders.extractStridedMetadata(rw, loc, def.operand(0));
        List<Value> values = new ArrayList<>(esm.results());
        if (op.result(0).hasNoUses()) {
          values.set(0, null);
        } else {
          MemRefType baseType = (MemRefType) esm.result(0).type();
          MemRefType destType = (MemRefType) def.result(0).type();
          OperationState s = new OperationState(rw.context(), MemorySpaceCastOp.DEF, loc);
          s.addOperand(esm.result(0));
          s.addType(MemRefType.get(rw.context(), baseType.shape(), baseType.elementType(), baseType.layout(),
              destType.memorySpace()));
          values.set(0, rw.create(s).result(0));
        }
        replace(rw, op, values);
        return true;
      });

  private static final RewritePattern ESM_OF_ESM =
      new NamedPattern("ExtractStridedMetadataOpExtractStridedMetadataFolder", ExtractStridedMetadataOp.DEF.name(), 1,
          (op, rw) -> {
            Operation def = op.operand(0).definingOp();
            if (def == null || def.def() != ExtractStridedMetadataOp.DEF) {
              return false;
            }
            rw.setInsertionPoint(op);
            List<Value> values = new ArrayList<>();
            values.add(def.result(0));
            values.add(MemRefBuilders.constantIndex(rw, op.location(), 0));
            replace(rw, op, values);
            return true;
          });

  /** MLIR's populateExpandStridedMetadataPatterns, in its order. */
  public static List<RewritePattern> patterns() {
    return List.of(
        toReinterpretCast("SubviewFolder", SubViewOp.DEF, ExpandStridedMetadata::resolveSubview),
        toReinterpretCast("ReshapeFolder<ExpandShapeOp>", ExpandShapeOp.DEF, (rw, op) -> resolveReshape(rw, op, true)),
        toReinterpretCast("ReshapeFolder<CollapseShapeOp>", CollapseShapeOp.DEF, (rw, op) -> resolveReshape(rw, op, false)),
        esmOfAlloc(AllocOp.DEF),
        esmOfAlloc(AllocaOp.DEF),
        esmThrough("ExtractStridedMetadataOpCollapseShapeFolder", CollapseShapeOp.DEF, (rw, op) -> resolveReshape(rw, op, false)),
        esmThrough("ExtractStridedMetadataOpExpandShapeFolder", ExpandShapeOp.DEF, (rw, op) -> resolveReshape(rw, op, true)),
        ESM_OF_GET_GLOBAL,
        ALIGNED_POINTER_OF_VIEW,
        ESM_OF_REINTERPRET_CAST,
        esmThrough("ExtractStridedMetadataOpSubviewFolder", SubViewOp.DEF, ExpandStridedMetadata::resolveSubview),
        ESM_OF_CAST,
        ESM_OF_MEMORY_SPACE_CAST,
        ESM_OF_ESM);
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }
}

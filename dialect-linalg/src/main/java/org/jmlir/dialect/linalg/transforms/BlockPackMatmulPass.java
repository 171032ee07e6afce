package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code linalg-block-pack-matmul} (MLIR 22's BlockPackMatmul.cpp): matmul, batch_matmul and
 * matmul-like generics are packed into a blocked layout (linalg.pack of each operand, a
 * linalg.generic over outer and inner block loops, linalg.unpack of the result), the LHS and RHS
 * blocks then transposed as the options ask (packMatmulGreedily, then packTranspose). Static shapes
 * only: an operand of dynamic shape leaves the op as it is (MLIR would size the packs with
 * tensor.dim and affine.apply).
 */
public final class BlockPackMatmulPass extends Pass {
  public static final String ARGUMENT = "linalg-block-pack-matmul";
  public static final String SUMMARY = "Convert linalg matmul ops to block layout and back";
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("block-factors", "", "Block factors (mb, nb, kb) for relayout"),
    new PassRegistry.Option("allow-padding", "true", "Allow packing padding"),
    new PassRegistry.Option("mnk-padded-multiples", "", "Next multiples of the packing sizes"),
    new PassRegistry.Option("mnk-order", "", "Permutation of matmul (M, N, K) dimensions order"),
    new PassRegistry.Option("lhs-transpose-outer-blocks", "false", "Transpose LHS outer block layout [MB][KB] -> [KB][MB]"),
    new PassRegistry.Option("lhs-transpose-inner-blocks", "false", "Transpose LHS inner block layout [mb][kb] -> [kb][mb]"),
    new PassRegistry.Option("rhs-transpose-outer-blocks", "true", "Transpose RHS outer block layout [KB][NB] -> [NB][KB]"),
    new PassRegistry.Option("rhs-transpose-inner-blocks", "true", "Transpose RHS inner block layout [kb][nb] -> [nb][kb]"),
  };

  private record Options(long[] blockFactors, boolean allowPadding, long[] paddedMultiples, long[] mnkOrder,
      boolean lhsOuter, boolean lhsInner, boolean rhsOuter, boolean rhsInner) {}

  private final Options opts;

  public BlockPackMatmulPass(PassOptions o) {
    super(o);
    long[] order = longs(o, "mnk-order");
    opts = new Options(longs(o, "block-factors"), o.getBool("allow-padding", true), longs(o, "mnk-padded-multiples"),
        order.length == 0 ? new long[] {0, 1, 2} : order, o.getBool("lhs-transpose-outer-blocks", false), o.getBool("lhs-transpose-inner-blocks", false),
        o.getBool("rhs-transpose-outer-blocks", true), o.getBool("rhs-transpose-inner-blocks", true));
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  /** A list-of-int64 option (ListOption<int64_t>), with LLVM's error for a value that is not a number. */
  private static long[] longs(PassOptions options, String name) {
    List<Long> out = new ArrayList<>();
    for (String v : options.getList(name)) {
      if (v.isBlank()) {
        continue;
      }
      try {
        out.add(Long.parseLong(v.trim()));
      } catch (NumberFormatException e) {
        throw org.jmlir.ir.pass.PassOptionException.invalidValue("for the --" + name + " option: '" + v + "' value invalid for long argument!");
      }
    }
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = new ArrayList<>();
    for (String name : List.of("linalg.generic", "linalg.matmul", "linalg.batch_matmul")) {
      patterns.add(new NamedPattern("BlockPackMatmul", name, 1, (op, rewriter) -> matchAndRewrite((LinalgOp) op, rewriter, opts)));
    }
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.AGGRESSIVE, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), config);
  }

  private static AffineExpr d(int i) {
    return AffineExpr.dim(i);
  }

  private static boolean matchAndRewrite(LinalgOp op, PatternRewriter rewriter, Options opts) {
    if (op.kind() == OpKind.GENERIC) {
      List<AffineMap> maps = op.indexingMaps();
      List<List<AffineMap>> simple = List.of(
          List.of(new AffineMap(3, 0, List.of(d(0), d(2))), new AffineMap(3, 0, List.of(d(2), d(1))), new AffineMap(3, 0, List.of(d(0), d(1)))),
          List.of(new AffineMap(3, 0, List.of(d(2), d(0))), new AffineMap(3, 0, List.of(d(2), d(1))), new AffineMap(3, 0, List.of(d(0), d(1)))),
          List.of(new AffineMap(3, 0, List.of(d(0), d(2))), new AffineMap(3, 0, List.of(d(1), d(2))), new AffineMap(3, 0, List.of(d(0), d(1)))));
      if (!Specialize.isContraction(op) || !simple.contains(maps)) {
        return false;
      }
    }
    return blockPackMatmul(op, rewriter, opts);
  }

  /** The static loop sizes of {@code op}, or null when one is dynamic. */
  private static long[] loopSizes(LinalgOp op, List<AffineMap> maps) {
    long[] sizes = new long[op.numLoops()];
    Arrays.fill(sizes, -1);
    for (int i = 0; i < maps.size(); i++) {
      long[] shape = ((ShapedType) op.operand(i).type()).shape();
      for (int r = 0; r < shape.length; r++) {
        if (maps.get(i).results().get(r) instanceof AffineDimExpr x && sizes[x.position()] < 0) {
          if (shape[r] == ShapedType.DYNAMIC) {
            return null;
          }
          sizes[x.position()] = shape[r];
        }
      }
    }
    return sizes;
  }

  private static boolean blockPackMatmul(LinalgOp op, PatternRewriter rewriter, Options opts) {
    if (!op.hasPureTensorSemantics() || opts.blockFactors().length != 3 || op.inputs().size() != 2 || op.inits().size() != 1
        || !isPermutation(opts.mnkOrder()) || (opts.paddedMultiples().length != 0 && opts.paddedMultiples().length != 3)) {
      return false; // MLIR asserts on a bad mnk-order or padded-multiples count; jopt leaves the op alone.
    }
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType)) {
        return false;
      }
    }
    List<AffineMap> maps = op.indexingMaps();
    List<String> iterators = op.iteratorTypes();
    int[][] cd = Specialize.contractionDims(maps, iterators);
    if (cd[1].length == 0 || cd[2].length == 0 || cd[3].length == 0) {
      return false;
    }
    long[] sizes = loopSizes(op, maps);
    long[] order = opts.mnkOrder();
    // validateFullTilesOnDims: without padding, each (offset) dim must divide by its tile.
    if (!opts.allowPadding()) {
      int offset = cd[0].length;
      for (int i = 0; i < 3; i++) {
        int dim = (int) order[i] + offset;
        if (sizes == null || dim >= sizes.length || sizes[dim] % opts.blockFactors()[i] != 0) {
          return false;
        }
      }
    }
    int numLoops = op.numLoops();
    if (numLoops <= 2) {
      return false;
    }
    long[] packed = new long[3];
    long[] multiples = new long[3];
    int[] desired = new int[3];
    for (int i = 0; i < 3; i++) {
      desired[i] = numLoops - 3 + (int) order[i];
      packed[(int) order[i]] = opts.blockFactors()[i];
      multiples[(int) order[i]] = opts.paddedMultiples().length == 0 ? 0 : opts.paddedMultiples()[i];
    }
    int mPos = cd[1][cd[1].length - 1];
    int nPos = cd[2][cd[2].length - 1];
    int kPos = cd[3][cd[3].length - 1];
    int[] perm = permutationVector(numLoops, new int[] {mPos, nPos, kPos}, desired);
    // Generalize (named ops) and interchange the loops so that (m, n, k) are the last three.
    List<AffineMap> newMaps = new ArrayList<>();
    int[] inverse = new int[numLoops];
    for (int i = 0; i < numLoops; i++) {
      inverse[perm[i]] = i;
    }
    AffineExpr[] renamed = new AffineExpr[numLoops];
    for (int j = 0; j < numLoops; j++) {
      renamed[j] = d(inverse[j]);
    }
    for (AffineMap m : maps) {
      List<AffineExpr> rs = new ArrayList<>();
      for (AffineExpr e : m.results()) {
        rs.add(e.replaceDimsAndSymbols(renamed, new AffineExpr[0]));
      }
      newMaps.add(new AffineMap(numLoops, 0, rs));
    }
    List<String> newIterators = new ArrayList<>();
    long[] newSizes = new long[numLoops];
    for (int i = 0; i < numLoops; i++) {
      newIterators.add(iterators.get(perm[i]));
      newSizes[i] = sizes == null ? ShapedType.DYNAMIC : sizes[perm[i]];
    }
    long[] adjusted = new long[numLoops];
    for (int i = 0; i < 3; i++) {
      int loop = numLoops - 3 + i;
      if (multiples[i] != 0 && newSizes[loop] == ShapedType.DYNAMIC) {
        return false; // MLIR packs by an affine.apply of the loop range here: not done.
      }
      adjusted[loop] = multiples[i] == 0 ? packed[i] : Math.ceilDiv(newSizes[loop], multiples[i]) * multiples[i];
    }
    MLIRContext ctx = rewriter.context();
    Location loc = op.location();
    rewriter.setInsertionPointAfter(op);
    // pack: each packed loop adds an inner loop, and a tile to each operand indexed by it.
    List<List<Long>> innerPos = new ArrayList<>();
    List<List<Long>> innerTiles = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      innerPos.add(new ArrayList<>());
      innerTiles.add(new ArrayList<>());
    }
    List<AffineMap> packedMaps = new ArrayList<>(newMaps);
    List<String> packedIterators = new ArrayList<>(newIterators);
    for (int loop = 0; loop < numLoops; loop++) {
      if (adjusted[loop] == 0) {
        continue;
      }
      int newDim = packedIterators.size();
      packedIterators.add(packedIterators.get(loop));
      for (int operand = 0; operand < 3; operand++) {
        AffineMap m = packedMaps.get(operand);
        List<AffineExpr> rs = new ArrayList<>(m.results());
        int found = -1;
        for (int r = 0; r < rs.size(); r++) {
          if (usesDim(rs.get(r), loop)) {
            found = r;
            break;
          }
        }
        if (found >= 0) {
          if (!(rs.get(found) instanceof AffineDimExpr)) {
            return false;
          }
          rs.add(d(newDim));
          innerPos.get(operand).add((long) found);
          innerTiles.get(operand).add(adjusted[loop]);
        }
        packedMaps.set(operand, new AffineMap(newDim + 1, 0, rs));
      }
    }
    List<Operation> packs = new ArrayList<>();
    List<Value> packedOperands = new ArrayList<>();
    for (int operand = 0; operand < 3; operand++) {
      Value v = op.operand(operand);
      if (innerPos.get(operand).isEmpty()) {
        packedOperands.add(v);
        packs.add(null);
        continue;
      }
      long[] pos = innerPos.get(operand).stream().mapToLong(Long::longValue).toArray();
      long[] tiles = innerTiles.get(operand).stream().mapToLong(Long::longValue).toArray();
      RankedTensorType t = (RankedTensorType) v.type();
      Value dest = packDest(rewriter, loc, v, pos, tiles, new long[0]);
      Value padding = null;
      if (!t.hasStaticShape() || needsPadding(t.shape(), pos, tiles)) {
        padding = zero(rewriter, loc, t.elementType());
      }
      Operation pack = rewriter.create(packState(ctx, loc, v, dest, padding, pos, tiles, null));
      packs.add(pack);
      packedOperands.add(pack.result(0));
    }
    OperationState gs = Generalize.genericState(ctx, loc, packedOperands.subList(0, 2), packedOperands.subList(2, 3), packedMaps, packedIterators,
        List.of(packedOperands.get(2).type()));
    Operation generic = rewriter.create(gs);
    rewriter.inlineRegionBefore(op.region(0), generic.region(0), 0);
    Value result = generic.result(0);
    if (packs.get(2) != null) {
      Operation initPack = packs.get(2);
      OperationState us = new OperationState(ctx, ctx.opDef("linalg.unpack"), loc);
      us.addOperand(result).addOperand(initPack.operand(0)).addType(initPack.operand(0).type());
      us.addAttribute("inner_dims_pos", initPack.attr("inner_dims_pos"));
      us.addAttribute("static_inner_tiles", initPack.attr("static_inner_tiles"));
      Operation unpack = rewriter.create(us);
      result = unpack.result(0);
    }
    rewriter.replaceOp(op, List.of(result));
    // Transpose the LHS and RHS blocks as asked.
    int[][] packedDims = Specialize.contractionDims(packedMaps, packedIterators);
    if (packs.get(0) == null || packs.get(1) == null) {
      return true;
    }
    generic = transposePacked(rewriter, generic, packs.get(0), 0, packedMaps.get(0), packedDims[1], opts.lhsOuter(), opts.lhsInner());
    transposePacked(rewriter, generic, packs.get(1), 1, packedMaps.get(1), packedDims[3], opts.rhsOuter(), opts.rhsInner());
    return true;
  }

  private static boolean usesDim(AffineExpr e, int dim) {
    return switch (e) {
      case AffineDimExpr x -> x.position() == dim;
      case org.jmlir.ir.affine.AffineBinaryExpr b -> usesDim(b.lhs(), dim) || usesDim(b.rhs(), dim);
      default -> false;
    };
  }

  private static boolean isPermutation(long[] order) {
    if (order.length != 3) {
      return false;
    }
    boolean[] seen = new boolean[3];
    for (long v : order) {
      if (v < 0 || v > 2 || seen[(int) v]) {
        return false;
      }
      seen[(int) v] = true;
    }
    return true;
  }

  /** computePermutationVector: {@code positions[i]} moves to {@code desired[i]}, the rest keep their order. */
  private static int[] permutationVector(int size, int[] positions, int[] desired) {
    int[] res = new int[size];
    Arrays.fill(res, -1);
    boolean[] seen = new boolean[size];
    for (int i = 0; i < positions.length; i++) {
      res[desired[i]] = positions[i];
      seen[positions[i]] = true;
    }
    int next = 0;
    for (int i = 0; i < size; i++) {
      if (res[i] != -1) {
        continue;
      }
      while (seen[next]) {
        next++;
      }
      res[i] = next++;
    }
    return res;
  }

  private static boolean needsPadding(long[] shape, long[] pos, long[] tiles) {
    for (int i = 0; i < pos.length; i++) {
      if (shape[(int) pos[i]] % tiles[i] != 0) {
        return true;
      }
    }
    return false;
  }

  private static Value zero(PatternRewriter rewriter, Location loc, Type element) {
    OperationState s = new OperationState(rewriter.context(), rewriter.context().opDef("arith.constant"), loc);
    Attribute value = element instanceof org.jmlir.ir.type.FloatType f
        ? org.jmlir.ir.attr.FloatAttr.get(rewriter.context(), f, 0.0)
        : org.jmlir.ir.attr.IntegerAttr.get(rewriter.context(), element, 0);
    s.addAttribute("value", value).addType(element);
    return rewriter.create(s).result(0);
  }

  /**
   * PackOp::createDestinationTensor: the tensor.empty of the packed shape, a dynamic size read with
   * tensor.dim and divided (ceildiv) by its tile with an affine.apply.
   */
  private static Value packDest(PatternRewriter rewriter, Location loc, Value source, long[] pos, long[] tiles, long[] outerPerm) {
    MLIRContext ctx = rewriter.context();
    RankedTensorType t = (RankedTensorType) source.type();
    long[] outer = t.shape().clone();
    Value[] dynamic = new Value[outer.length];
    for (int i = 0; i < outer.length; i++) {
      if (outer[i] == ShapedType.DYNAMIC) {
        OperationState c = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
        c.addAttribute("value", org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IndexType.get(ctx), i));
        c.addType(org.jmlir.ir.type.IndexType.get(ctx));
        OperationState dim = new OperationState(ctx, ctx.opDef("tensor.dim"), loc);
        dim.addOperand(source).addOperand(rewriter.create(c).result(0)).addType(org.jmlir.ir.type.IndexType.get(ctx));
        dynamic[i] = rewriter.create(dim).result(0);
      }
    }
    for (int i = 0; i < pos.length; i++) {
      int d = (int) pos[i];
      if (dynamic[d] == null) {
        outer[d] = Math.ceilDiv(outer[d], tiles[i]);
        continue;
      }
      OperationState apply = new OperationState(ctx, ctx.opDef("affine.apply"), loc);
      apply.addOperand(dynamic[d]).addType(org.jmlir.ir.type.IndexType.get(ctx));
      apply.addAttribute("map", org.jmlir.ir.attr.AffineMapAttr.get(ctx,
          new AffineMap(0, 1, List.of(AffineExpr.symbol(0).ceilDiv(AffineExpr.constant(tiles[i]))))));
      dynamic[d] = rewriter.create(apply).result(0);
    }
    long[] shape = new long[outer.length + tiles.length];
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < outer.length; i++) {
      int from = outerPerm.length == 0 ? i : (int) outerPerm[i];
      shape[i] = outer[from];
      if (dynamic[from] != null) {
        sizes.add(dynamic[from]);
      }
    }
    System.arraycopy(tiles, 0, shape, outer.length, tiles.length);
    OperationState e = new OperationState(ctx, ctx.opDef("tensor.empty"), loc);
    e.addOperands(sizes).addType(RankedTensorType.get(ctx, shape, t.elementType()));
    return rewriter.create(e).result(0);
  }

  private static Attribute i64Array(MLIRContext ctx, long[] values) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), values);
  }

  private static OperationState packState(MLIRContext ctx, Location loc, Value source, Value dest, Value padding, long[] pos, long[] tiles, long[] outerPerm) {
    OperationState s = new OperationState(ctx, ctx.opDef("linalg.pack"), loc);
    s.addOperand(source).addOperand(dest);
    if (padding != null) {
      s.addOperand(padding);
    }
    s.addType(dest.type());
    if (outerPerm != null) {
      s.addAttribute("outer_dims_perm", i64Array(ctx, outerPerm));
    }
    s.addAttribute("inner_dims_pos", i64Array(ctx, pos));
    s.addAttribute("static_inner_tiles", i64Array(ctx, tiles));
    s.addAttribute(OperandSegments.ATTR, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, 1, padding == null ? 0 : 1, 0}));
    return s;
  }

  private static long[] longAttr(Operation op, String name) {
    return org.jmlir.dialect.utils.DynamicIndexList.values(op.attr(name));
  }

  /** transposePackedMatmul then packTranspose: the pack re-created with permuted outer/inner dims, the generic's map permuted. */
  private static Operation transposePacked(PatternRewriter rewriter, Operation generic, Operation pack, int operand, AffineMap map, int[] blockDims,
      boolean transposeOuter, boolean transposeInner) {
    int outerPos = map.numResults() - 4;
    int innerPos = map.numResults() - 2;
    boolean outerTransposed = ((AffineDimExpr) map.results().get(outerPos)).position() != blockDims[blockDims.length - 2];
    boolean innerTransposed = ((AffineDimExpr) map.results().get(innerPos)).position() != blockDims[blockDims.length - 1];
    long[] innerPerm = innerTransposed != transposeInner ? new long[] {1, 0} : new long[] {0, 1};
    long[] outerTwo = outerTransposed != transposeOuter ? new long[] {1, 0} : new long[] {0, 1};
    long[] outerPerm = new long[outerPos + 2];
    for (int i = 0; i < outerPos; i++) {
      outerPerm[i] = i;
    }
    outerPerm[outerPos] = outerTwo[0] + outerPos;
    outerPerm[outerPos + 1] = outerTwo[1] + outerPos;
    MLIRContext ctx = rewriter.context();
    Value source = pack.operand(0);
    RankedTensorType srcType = (RankedTensorType) source.type();
    long[] pos = longAttr(pack, "inner_dims_pos");
    long[] tiles = longAttr(pack, "static_inner_tiles");
    long[] oldOuter = pack.attr("outer_dims_perm") == null ? null : longAttr(pack, "outer_dims_perm");
    long[] outer = oldOuter == null ? identity(srcType.shape().length) : oldOuter;
    long[] newPos = permute(pos, innerPerm);
    long[] newTiles = permute(tiles, innerPerm);
    long[] newOuter = permute(outer, outerPerm);
    rewriter.setInsertionPoint(pack);
    Value dest = packDest(rewriter, pack.location(), source, newPos, newTiles, newOuter);
    Value padding = pack.numOperands() > 2 ? pack.operand(2) : null;
    Operation newPack = rewriter.create(packState(ctx, pack.location(), source, dest, padding, newPos, newTiles, newOuter));
    // The operand's map: results permuted by outerPerm then the inner perm offset by the source rank.
    int leading = srcType.shape().length;
    long[] permutation = new long[leading + pos.length];
    for (int i = 0; i < outerPerm.length; i++) {
      permutation[i] = outerPerm[i];
    }
    for (int i = 0; i < innerPerm.length; i++) {
      permutation[leading + i] = leading + innerPerm[i];
    }
    LinalgOp g = (LinalgOp) generic;
    List<AffineMap> maps = new ArrayList<>(g.indexingMaps());
    AffineMap old = maps.get(operand);
    List<AffineExpr> rs = new ArrayList<>();
    for (long p : permutation) {
      rs.add(old.results().get((int) p));
    }
    maps.set(operand, new AffineMap(old.numDims(), 0, rs));
    List<Value> operands = new ArrayList<>(g.operands());
    operands.set(operand, newPack.result(0));
    rewriter.setInsertionPoint(generic);
    OperationState gs = Generalize.genericState(ctx, generic.location(), operands.subList(0, 2), operands.subList(2, 3), maps, g.iteratorTypes(),
        generic.resultTypes());
    Operation transposed = rewriter.create(gs);
    rewriter.inlineRegionBefore(generic.region(0), transposed.region(0), 0);
    rewriter.replaceOp(generic, transposed.results());
    rewriter.replaceOp(pack, newPack.results());
    return transposed;
  }

  private static long[] identity(int n) {
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      r[i] = i;
    }
    return r;
  }

  /** applyPermutationToVector: result[i] = v[perm[i]]. */
  private static long[] permute(long[] v, long[] perm) {
    long[] r = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      r[i] = v[(int) perm[i]];
    }
    return r;
  }
}

package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * linalg.generic raised to named ops (MLIR 22's Specialize.cpp: copy, fill, broadcast, transpose,
 * exp, add/sub/mul/div on floats, matmul and batch_matmul), the decomposition of projected
 * permutation operands into linalg.transpose / linalg.broadcast
 * (DecomposeGenericByUnfoldingPermutation.cpp), and named element-wise ops written as
 * linalg.elementwise (named-to-category).
 */
public final class Specialize {
  private Specialize() {}

  /** populateLinalgGenericOpsSpecializationPatterns. */
  public static RewritePattern specializePattern() {
    return new NamedPattern("LinalgSpecializationPattern", "linalg.generic", 1, Specialize::specialize);
  }

  /** populateDecomposeProjectedPermutationPatterns. */
  public static RewritePattern decomposePattern() {
    return new NamedPattern("DecomposeProjectedPermutation", "linalg.generic", 1, Specialize::decompose);
  }

  /** populateLinalgNamedToElementwisePatterns: one pattern per named element-wise op. */
  public static List<RewritePattern> namedToElementwisePatterns() {
    List<RewritePattern> patterns = new ArrayList<>();
    for (OpKind kind : OpKind.values()) {
      String ew = LinalgOps.elementwiseKindOf(kind);
      if (ew != null) {
        patterns.add(new NamedPattern("NamedToElementwisePattern", kind.opName(), 1, (op, rewriter) -> {
          LinalgOp l = (LinalgOp) op;
          rewriter.setInsertionPoint(op);
          Operation replacement = rewriter.create(LinalgOps.elementwiseState(rewriter.context(), op.location(), ew, l.inputs(), l.inits()));
          rewriter.replaceOp(op, replacement.results());
          return true;
        }));
      }
    }
    return patterns;
  }

  /** FoldIntoElementwise: a linalg.transpose producing an identity-mapped input becomes that input's indexing map. */
  public static RewritePattern foldTransposeIntoElementwisePattern() {
    return new NamedPattern("FoldTransposePattern", "linalg.elementwise", 1, (o, rewriter) -> {
      LinalgOp op = (LinalgOp) o;
      List<AffineMap> maps = op.indexingMaps();
      List<Value> ins = new ArrayList<>();
      List<AffineMap> newMaps = new ArrayList<>();
      boolean changed = false;
      for (int i = 0; i < op.inputs().size(); i++) {
        Value in = op.inputs().get(i);
        if (maps.get(i).isIdentity() && in.definingOp() instanceof LinalgOp t && t.kind() == OpKind.TRANSPOSE) {
          ins.add(t.inputs().get(0));
          newMaps.add(t.indexingMaps().get(0));
          changed = true;
        } else {
          ins.add(in);
          newMaps.add(maps.get(i));
        }
      }
      if (!changed) {
        return false;
      }
      newMaps.add(maps.get(maps.size() - 1));
      rewriter.setInsertionPoint(op);
      OperationState s = LinalgOps.elementwiseState(rewriter.context(), op.location(),
          ((org.jmlir.dialect.linalg.LinalgEnumAttr) op.attr("kind")).caseName(), ins, List.of(op.inits().get(0)));
      List<org.jmlir.ir.attr.Attribute> mapAttrs = new ArrayList<>();
      for (AffineMap m : newMaps) {
        mapAttrs.add(org.jmlir.ir.attr.AffineMapAttr.get(rewriter.context(), m));
      }
      s.addAttribute("indexing_maps", org.jmlir.ir.attr.ArrayAttr.get(rewriter.context(), mapAttrs));
      rewriter.replaceOp(op, rewriter.create(s).results());
      return true;
    });
  }

  // ---- structural queries (LinalgInterfaces) -------------------------------------------------

  private static boolean allParallel(LinalgOp op) {
    return op.iteratorTypes().stream().allMatch("parallel"::equals);
  }

  private static boolean singleInputOutput(LinalgOp op) {
    return op.inputs().size() == 1 && op.inits().size() == 1;
  }

  /** The body is a lone linalg.yield. */
  private static boolean singleYield(LinalgOp op) {
    Block body = op.body();
    return body != null && body.operations().size() == 1;
  }

  /** payloadUsesValueFromOperand: the operand's block argument has uses. */
  private static boolean uses(LinalgOp op, int operand) {
    Block body = op.body();
    return body != null && operand < body.numArguments() && !body.argument(operand).hasNoUses();
  }

  private static Operation yieldOf(LinalgOp op) {
    return op.body().operations().get(op.body().operations().size() - 1);
  }

  private static boolean isScalar(Value v) {
    return !(v.type() instanceof ShapedType);
  }

  private static boolean yieldsInput(LinalgOp op) {
    Operation yield = yieldOf(op);
    return yield.numOperands() == 1 && yield.operand(0) == op.body().argument(0);
  }

  // ---- specialization ------------------------------------------------------------------------

  private static boolean specialize(Operation o, PatternRewriter rewriter) {
    LinalgOp op = (LinalgOp) o;
    if (op.body() == null) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    if (allParallel(op) && singleInputOutput(op)) {
      // Copy: identity maps, the input yielded.
      if (maps.size() == 2 && maps.get(0).isIdentity() && maps.get(1).isIdentity() && singleYield(op) && yieldsInput(op)) {
        return replaceNamed(rewriter, op, OpKind.COPY, op.inputs(), op.inits());
      }
      // Fill: a scalar input yielded, the init unused.
      if (singleYield(op) && uses(op, 0) && !uses(op, 1) && isScalar(op.inputs().get(0))) {
        return replaceNamed(rewriter, op, OpKind.FILL, op.inputs(), op.inits());
      }
      if (singleYield(op) && yieldsInput(op) && rankedOrMemRef(op.inputs().get(0)) && rankedOrMemRef(op.inits().get(0))) {
        long[] broadcast = broadcastDims(maps);
        if (broadcast != null) {
          return replaceRelayout(rewriter, op, OpKind.BROADCAST, broadcast);
        }
        long[] perm = transposePermutation(maps);
        if (perm != null) {
          return replaceRelayout(rewriter, op, OpKind.TRANSPOSE, perm);
        }
      }
    }
    if (isElementwise(op, 1) && uses(op, 0)) {
      Operation first = op.body().operations().get(0);
      if (first.name().equals("math.exp")) {
        return replaceNamed(rewriter, op, OpKind.EXP, op.inputs(), op.inits());
      }
      return false;
    }
    if (isElementwise(op, 2) && uses(op, 0) && uses(op, 1)) {
      Operation first = op.body().operations().get(0);
      boolean swapped = first.operand(0) != op.body().argument(0);
      List<Value> ins = swapped ? List.of(op.inputs().get(1), op.inputs().get(0)) : op.inputs();
      OpKind named = switch (first.name()) {
        case "arith.addf" -> OpKind.ADD;
        case "arith.subf" -> OpKind.SUB;
        case "arith.mulf" -> OpKind.MUL;
        case "arith.divf" -> OpKind.DIV;
        default -> null;
      };
      return named != null && replaceNamed(rewriter, op, named, ins, op.inits());
    }
    return specializeContraction(op, rewriter);
  }

  private static boolean rankedOrMemRef(Value v) {
    return v.type() instanceof RankedTensorType || v.type() instanceof MemRefType;
  }

  /** isaBroadcastOpInterface: identity output map, the input map increasing dims of lower rank; the dims it lacks. */
  private static long[] broadcastDims(List<AffineMap> maps) {
    AffineMap src = maps.get(0);
    AffineMap dst = maps.get(1);
    if (!dst.isIdentity() || src.numResults() >= dst.numResults()) {
      return null;
    }
    List<Integer> positions = new ArrayList<>();
    for (AffineExpr e : src.results()) {
      if (!(e instanceof AffineDimExpr d) || (!positions.isEmpty() && d.position() <= positions.get(positions.size() - 1))) {
        return null;
      }
      positions.add(d.position());
    }
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < src.numDims(); i++) {
      if (!positions.contains(i)) {
        dims.add((long) i);
      }
    }
    return dims.stream().mapToLong(Long::longValue).toArray();
  }

  /** isaTransposeOpInterface: identity output map and a permutation input map; result dim i is input dim perm[i]. */
  private static long[] transposePermutation(List<AffineMap> maps) {
    AffineMap in = maps.get(0);
    if (!maps.get(1).isIdentity() || in.numResults() != in.numDims() || !isProjectedPermutation(in)) {
      return null;
    }
    long[] perm = new long[in.numDims()];
    for (int i = 0; i < in.numDims(); i++) {
      perm[((AffineDimExpr) in.results().get(i)).position()] = i;
    }
    return perm;
  }

  /** isaElemwiseSingleUnaryOrBinaryOpInterface: identity maps, the init unused, one op of that arity yielded. */
  private static boolean isElementwise(LinalgOp op, int arity) {
    if (!allParallel(op) || op.numLoops() < 1 || op.inputs().size() != arity || op.inits().size() != 1) {
      return false;
    }
    for (AffineMap m : op.indexingMaps()) {
      if (!m.isIdentity()) {
        return false;
      }
    }
    if (uses(op, arity)) {
      return false;
    }
    List<Operation> ops = op.body().operations();
    if (ops.size() != 2) {
      return false;
    }
    Operation first = ops.get(0);
    if (first.numOperands() != arity || first.numResults() != 1) {
      return false;
    }
    Operation yield = ops.get(1);
    return yield.numOperands() == 1 && yield.operand(0).definingOp() == first;
  }

  private static boolean replaceNamed(PatternRewriter rewriter, LinalgOp op, OpKind kind, List<Value> ins, List<Value> inits) {
    rewriter.setInsertionPoint(op);
    Operation named = rewriter.create(LinalgOps.namedState(rewriter.context(), op.location(), kind, ins, inits));
    rewriter.replaceOp(op, named.results());
    return true;
  }

  private static boolean replaceRelayout(PatternRewriter rewriter, LinalgOp op, OpKind kind, long[] dims) {
    rewriter.setInsertionPoint(op);
    Operation named = rewriter.create(LinalgOps.relayoutState(rewriter.context(), op.location(), kind, op.inputs().get(0), op.inits().get(0), dims));
    rewriter.replaceOp(op, named.results());
    return true;
  }

  // ---- contractions --------------------------------------------------------------------------

  /** Skips side-effect-free single-operand ops (casts) back to their source (getSourceSkipUnary). */
  private static Value skipUnary(Value v) {
    Operation def = v.definingOp();
    while (def != null && def.numOperands() == 1) {
      if (!(def instanceof MemoryEffectOpInterface m ? m.effects().isEmpty() : def.def().hasTrait(org.jmlir.ir.Trait.NO_MEMORY_EFFECT))) {
        break;
      }
      v = def.operand(0);
      def = v.definingOp();
    }
    return v;
  }

  /** isContractionBody with mul/add pairs of float, integer or complex. */
  private static boolean isContractionBody(Block block, boolean withAndOr) {
    if (block.operations().isEmpty() || block.numArguments() != 3) {
      return false;
    }
    Operation terminator = block.operations().get(block.operations().size() - 1);
    if (terminator.numOperands() != 1) {
      return false;
    }
    Operation reduction = skipUnary(terminator.operand(0)).definingOp();
    if (reduction == null || reduction.numResults() != 1 || reduction.numOperands() != 2) {
      return false;
    }
    Value lhs = skipUnary(reduction.operand(0));
    Value rhs = skipUnary(reduction.operand(1));
    if (lhs != block.argument(2) && rhs != block.argument(2)) {
      return false;
    }
    Value contributed = skipUnary(lhs instanceof org.jmlir.ir.BlockArgument ? rhs : lhs);
    Operation elementwise = contributed.definingOp();
    if (elementwise == null || elementwise.numResults() != 1 || elementwise.numOperands() != 2) {
      return false;
    }
    String pair = elementwise.name() + " " + reduction.name();
    boolean ok = switch (pair) {
      case "arith.mulf arith.addf", "arith.muli arith.addi", "complex.mul complex.add" -> true;
      case "arith.andi arith.ori" -> withAndOr;
      default -> false;
    };
    if (!ok) {
      return false;
    }
    Value a = skipUnary(elementwise.operand(0));
    Value b = skipUnary(elementwise.operand(1));
    return (a == block.argument(0) && b == block.argument(1)) || (a == block.argument(1) && b == block.argument(0));
  }

  /** inferContractionDims: the batch, m, n and k loops of a two-input contraction, each sorted. */
  static int[][] contractionDims(List<AffineMap> maps, List<String> iterators) {
    TreeSet<Integer> a = dimsOf(maps.get(0), iterators, "parallel");
    TreeSet<Integer> b = dimsOf(maps.get(1), iterators, "parallel");
    TreeSet<Integer> c = dimsOf(maps.get(2), iterators, "parallel");
    TreeSet<Integer> m = new TreeSet<>(a);
    m.retainAll(c);
    m.removeAll(b);
    TreeSet<Integer> n = new TreeSet<>(b);
    n.retainAll(c);
    n.removeAll(a);
    TreeSet<Integer> batch = new TreeSet<>(a);
    batch.retainAll(b);
    batch.retainAll(c);
    TreeSet<Integer> k = dimsOf(maps.get(0), iterators, "reduction");
    k.retainAll(dimsOf(maps.get(1), iterators, "reduction"));
    return new int[][] {ints(batch), ints(m), ints(n), ints(k)};
  }

  private static int[] ints(TreeSet<Integer> s) {
    return s.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The dims of {@code map}'s results whose iterator is {@code kind}. */
  private static TreeSet<Integer> dimsOf(AffineMap map, List<String> iterators, String kind) {
    TreeSet<Integer> s = new TreeSet<>();
    for (AffineExpr e : map.results()) {
      if (e instanceof AffineDimExpr d && iterators.get(d.position()).equals(kind)) {
        s.add(d.position());
      }
    }
    return s;
  }

  /** 0: the two result dims from {@code first} are (row, col); 1: transposed; -1: neither. */
  private static int matchOperandMap(AffineMap map, int first, int row, int col) {
    if (!(map.results().get(first) instanceof AffineDimExpr r) || !(map.results().get(first + 1) instanceof AffineDimExpr c)) {
      return -1;
    }
    if (r.position() == row && c.position() == col) {
      return 0;
    }
    return r.position() == col && c.position() == row ? 1 : -1;
  }

  /** isaContractionOpInterface: two inputs, one init, a reduction, projected permutations, a mul/add-like body. */
  static boolean isContraction(LinalgOp op) {
    return op.inputs().size() == 2 && op.inits().size() == 1 && op.body() != null && op.iteratorTypes().contains("reduction")
        && op.indexingMaps().stream().allMatch(Specialize::isProjectedPermutation) && isContractionBody(op.body(), true);
  }

  private static boolean specializeContraction(LinalgOp op, PatternRewriter rewriter) {
    if (!isContraction(op)) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    int[][] dims = contractionDims(maps, op.iteratorTypes());
    if (dims[1].length != 1 || dims[2].length != 1 || dims[3].length != 1 || !isContractionBody(op.body(), false)) {
      return false;
    }
    int[] m = dims[1];
    int[] n = dims[2];
    int[] k = dims[3];
    int numBatch = dims[0].length;
    for (AffineMap map : maps) {
      if (map.numResults() != numBatch + 2) {
        return false;
      }
    }
    if (maps.get(0).numDims() != numBatch + 3) {
      return false;
    }
    for (AffineMap map : maps) {
      for (int i = 0; i < numBatch; i++) {
        if (!(map.results().get(i) instanceof AffineDimExpr d) || d.position() != i) {
          return false;
        }
      }
    }
    int ma = matchOperandMap(maps.get(0), numBatch, m[0], k[0]);
    int mb = matchOperandMap(maps.get(1), numBatch, k[0], n[0]);
    int mc = matchOperandMap(maps.get(2), numBatch, m[0], n[0]);
    if (ma < 0 || mb < 0 || mc != 0 || (ma == 1 && mb == 1)) {
      return false;
    }
    // MLIR 22 creates the op with its default maps, whichever operand was transposed.
    return replaceNamed(rewriter, op, numBatch > 0 ? OpKind.BATCH_MATMUL : OpKind.MATMUL, op.inputs(), op.inits());
  }

  private static boolean isProjectedPermutation(AffineMap map) {
    Set<Integer> seen = new HashSet<>();
    for (AffineExpr e : map.results()) {
      if (!(e instanceof AffineDimExpr d) || !seen.add(d.position())) {
        return false;
      }
    }
    return map.numSymbols() == 0;
  }

  // ---- decomposition of projected permutations ------------------------------------------------

  /** computeTransposeBroadcast: the transpose permutation (empty: none) and the broadcast dims of {@code map}. */
  private static long[][] transposeBroadcast(AffineMap map) {
    int minor = map.numResults();
    int[] result = new int[minor];
    for (int i = 0; i < minor; i++) {
      result[i] = ((AffineDimExpr) map.results().get(i)).position();
    }
    int[] sorted = result.clone();
    Arrays.sort(sorted);
    boolean transposed = !Arrays.equals(result, sorted);
    List<Long> broadcast = new ArrayList<>();
    for (int i = 0, j = 0; i < map.numDims(); i++) {
      if (j < minor && sorted[j] == i) {
        j++;
        continue;
      }
      broadcast.add((long) i);
    }
    long[] perm = new long[transposed ? minor : 0];
    if (transposed) {
      for (int i = 0; i < minor; i++) {
        perm[Arrays.binarySearch(sorted, result[i])] = i;
      }
    }
    return new long[][] {perm, broadcast.stream().mapToLong(Long::longValue).toArray()};
  }

  private static boolean decompose(Operation o, PatternRewriter rewriter) {
    LinalgOp op = (LinalgOp) o;
    if (op.body() == null || !op.hasPureTensorSemantics() || singleInputOutput(op) || singleYield(op) || !allParallel(op)) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    for (AffineMap m : maps) {
      if (!isProjectedPermutation(m)) {
        return false;
      }
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!(op.operand(i).type() instanceof RankedTensorType t) || !t.hasStaticShape()) {
        return false;
      }
    }
    long[] loopRanges = staticLoopRanges(op, maps);
    List<Value> inputs = new ArrayList<>(op.inputs());
    List<AffineMap> newMaps = new ArrayList<>(maps);
    boolean changed = false;
    rewriter.setInsertionPoint(op);
    for (int i = 0; i < inputs.size(); i++) {
      AffineMap map = newMaps.get(i);
      if (map.isIdentity()) {
        continue;
      }
      RankedTensorType type = (RankedTensorType) inputs.get(i).type();
      long[][] tb = transposeBroadcast(map);
      if (tb[0].length > 0) {
        long[] shape = new long[map.numResults()];
        for (int d = 0; d < shape.length; d++) {
          shape[d] = type.shape()[(int) tb[0][d]];
        }
        Value empty = emptyTensor(rewriter, op, shape, type.elementType());
        Operation t = rewriter.create(LinalgOps.relayoutState(rewriter.context(), op.location(), OpKind.TRANSPOSE, inputs.get(i), empty, tb[0]));
        inputs.set(i, t.result(0));
        changed = true;
      }
      if (tb[1].length > 0) {
        Value empty = emptyTensor(rewriter, op, loopRanges, type.elementType());
        Operation b = rewriter.create(LinalgOps.relayoutState(rewriter.context(), op.location(), OpKind.BROADCAST, inputs.get(i), empty, tb[1]));
        inputs.set(i, b.result(0));
        changed = true;
      }
      newMaps.set(i, AffineMap.identity(map.numDims()));
    }
    if (!changed) {
      return false;
    }
    OperationState s = Generalize.genericState(op.context(), op.location(), inputs, op.inits(), newMaps, op.iteratorTypes(), op.resultTypes());
    Operation generic = rewriter.create(s);
    rewriter.inlineRegionBefore(op.region(0), generic.region(0), 0);
    rewriter.replaceOp(op, generic.results());
    return true;
  }

  /** getStaticLoopRanges: each loop's size, read from the first operand dim it indexes. */
  private static long[] staticLoopRanges(LinalgOp op, List<AffineMap> maps) {
    long[] ranges = new long[op.numLoops()];
    Arrays.fill(ranges, ShapedType.DYNAMIC);
    for (int i = 0; i < maps.size(); i++) {
      long[] shape = ((ShapedType) op.operand(i).type()).shape();
      List<AffineExpr> results = maps.get(i).results();
      for (int r = 0; r < results.size(); r++) {
        if (results.get(r) instanceof AffineDimExpr d && ranges[d.position()] == ShapedType.DYNAMIC) {
          ranges[d.position()] = shape[r];
        }
      }
    }
    return ranges;
  }

  private static Value emptyTensor(PatternRewriter rewriter, Operation at, long[] shape, Type element) {
    return ElementwiseFusion.emptyLike(rewriter, at.location(), null, RankedTensorType.get(rewriter.context(), shape, element));
  }

}

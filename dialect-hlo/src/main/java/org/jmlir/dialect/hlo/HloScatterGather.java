package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.isDynamic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** scatter's verifier and gather's shape function (StableHLO's verifyScatterOp, verifyGather, inferGatherOp). */
final class HloScatterGather {
  private HloScatterGather() {}

  private static boolean fail(Operation op, String message) {
    op.emitError(message).report();
    return false;
  }

  private static String brackets(long[] v) {
    return "[" + HloShapes.list(v) + "]";
  }

  private static boolean sorted(long[] v) {
    for (int i = 1; i < v.length; i++) {
      if (v[i] < v[i - 1]) {
        return false;
      }
    }
    return true;
  }

  static boolean inBounds(Operation op, long[] dims, long bound, String name, String boundName) {
    for (long d : dims) {
      if (d < 0 || d >= bound) {
        return fail(op, "Expects each element of " + name + " to be in range [0, " + boundName + ") i.e. [0, " + bound + "). got: " + d + ".");
      }
    }
    return true;
  }

  static boolean distinct(Operation op, long[] a, long[] b, String an, String bn) {
    Set<Long> seen = new HashSet<>();
    for (long[] arr : new long[][] {a, b}) {
      for (long d : arr) {
        if (!seen.add(d)) {
          return fail(op, "has duplicated dimension from " + an + " and " + bn + ": " + d);
        }
      }
    }
    return true;
  }

  static boolean verifyScatter(HloOp op) {
    int n = (op.numOperands() - 1) / 2;
    if (n <= 0 || op.numOperands() != 2 * n + 1 || !(op.inherentAttr("scatter_dimension_numbers") instanceof ScatterDimensionNumbersAttr d)) {
      return true;
    }
    List<RankedTensorType> inputs = new ArrayList<>();
    List<RankedTensorType> updates = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!(op.operand(i).type() instanceof RankedTensorType a) || !(op.operand(n + 1 + i).type() instanceof RankedTensorType u)) {
        return true;
      }
      inputs.add(a);
      updates.add(u);
    }
    if (!(op.operand(n).type() instanceof RankedTensorType indices)) {
      return true;
    }
    for (RankedTensorType t : inputs) {
      if (!HloShapes.compatibleShape(inputs.get(0), t)) {
        return fail(op, "Not all inputs have compatible shapes.");
      }
    }
    for (RankedTensorType t : updates) {
      if (!HloShapes.compatibleShape(updates.get(0), t)) {
        return fail(op, "Not all updates have compatible shapes.");
      }
    }
    long ivd = d.indexVectorDim();
    int indicesRank = indices.shape().length;
    if (ivd < 0 || ivd > indicesRank) {
      return fail(
          op, "Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, " + indicesRank + "]. got: " + ivd + ".");
    }
    List<Type> inTypes = new ArrayList<>(inputs);
    List<Type> initTypes = new ArrayList<>();
    for (RankedTensorType u : updates) {
      initTypes.add(RankedTensorType.get(op.context(), new long[0], u.elementType()));
    }
    if (!op.region(0).isEmpty() && !HloInference.verifyReducerShape(op, op.region(0).blocks().get(0), inTypes, initTypes, new long[0])) {
      return false;
    }
    long[] expanded = indices.shape();
    if (expanded.length == ivd) {
      expanded = Arrays.copyOf(expanded, expanded.length + 1);
      expanded[expanded.length - 1] = 1;
    }
    long[] uwd = d.updateWindowDims();
    long[] iwd = d.insertedWindowDims();
    long[] ibd = d.inputBatchingDims();
    long[] sibd = d.scatterIndicesBatchingDims();
    long[] sdod = d.scatterDimsToOperandDims();
    for (RankedTensorType u : updates) {
      long expectedRank = expanded.length - 1 + uwd.length;
      if (u.shape().length != expectedRank) {
        return fail(
            op,
            "expects updates tensor must be of rank " + expectedRank
                + " ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == rank-of('scatter_indices')), but got "
                + u.shape().length + ".");
      }
    }
    for (int i = 0; i < n; i++) {
      RankedTensorType operand = inputs.get(i);
      RankedTensorType update = updates.get(i);
      int rank = operand.shape().length;
      long windowSize = uwd.length + iwd.length + ibd.length;
      if (rank != windowSize) {
        return fail(
            op,
            "Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + size-of('input_batching_dims') i.e. "
                + windowSize + " but got " + rank + ".");
      }
      if (!sorted(uwd)) {
        return fail(op, "Expects update_window_dims to be sorted; got: " + brackets(uwd) + ".");
      }
      if (!HloWindows.unique(uwd)) {
        return fail(op, "Expects update_window_dims to not repeat; got: " + brackets(uwd) + ".");
      }
      if (!inBounds(op, uwd, update.shape().length, "update_window_dims", "rank-of('updates')")
          || !distinct(op, iwd, ibd, "inserted_window_dims", "input_batching_dims")) {
        return false;
      }
      if (!sorted(iwd)) {
        return fail(op, "Expects inserted_window_dims to be sorted; got: " + brackets(iwd) + ".");
      }
      if (!inBounds(op, iwd, rank, "inserted_window_dims", "rank-of('operand')")) {
        return false;
      }
      if (!sorted(ibd)) {
        return fail(op, "Expects input_batching_dims to be sorted; got: " + brackets(ibd) + ".");
      }
      if (!inBounds(op, ibd, rank, "input_batching_dims", "rank-of('operand')")) {
        return false;
      }
      if (!HloWindows.unique(sibd)) {
        return fail(op, "Expects scatter_indices_batching_dims to not repeat; got: " + brackets(sibd) + ".");
      }
      if (!inBounds(op, sibd, expanded.length, "scatter_indices_batching_dims", "rank-of('scatter_indices')")) {
        return false;
      }
      if (HloInference.contains(sibd, ivd)) {
        return fail(op, "expects scatter_indices_batching_dims not to include index_vector_dim " + ivd + ".");
      }
      if (ibd.length != sibd.length) {
        return fail(op, "input_batching_dims and scatter_indices_batching_dims should have the same size.");
      }
      for (int k = 0; k < ibd.length; k++) {
        long a = operand.shape()[(int) ibd[k]];
        long b = expanded[(int) sibd[k]];
        if (!HloShapes.compatibleDims(a, b)) {
          return fail(
              op,
              "input_batching_dims[" + k + "] and scatter_indices_batching_dims[" + k + "] must have compatible sizes, but got " + a + " and " + b
                  + ".");
        }
      }
      if (ivd == indices.shape().length && sdod.length != 1) {
        return fail(
            op,
            "Scatter op has " + sdod.length + " elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=" + ivd
                + " of scatter_indices is 1. These two numbers must be equal.");
      }
      if (!isDynamic(expanded[(int) ivd]) && sdod.length != expanded[(int) ivd]) {
        return fail(
            op,
            "Scatter op has " + sdod.length + " elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=" + ivd
                + " of scatter_indices is " + expanded[(int) ivd] + ". These two numbers must be equal.");
      }
      if (!distinct(op, sdod, ibd, "scatter_dims_to_operand_dims", "input_batching_dims")
          || !inBounds(op, sdod, rank, "scatter_dims_to_operand_dims", "rank-of('operand')")) {
        return false;
      }
    }
    for (int i = 0; i < n; i++) {
      long[] us = updates.get(i).shape();
      long[] os = inputs.get(i).shape();
      List<Long> maxSizes = new ArrayList<>();
      int ins = 0;
      int bat = 0;
      for (int k = 0; k < os.length; k++) {
        if (ins < iwd.length && iwd[ins] == k) {
          ins++;
        } else if (bat < ibd.length && ibd[bat] == k) {
          bat++;
        } else {
          maxSizes.add(os[k]);
        }
      }
      for (int k = 0; k < uwd.length && k < maxSizes.size(); k++) {
        long ud = us[(int) uwd[k]];
        long max = maxSizes.get(k);
        if (isDynamic(ud) || isDynamic(max)) {
          continue;
        }
        if (ud > max) {
          return fail(
              op,
              "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension "
                  + uwd[k] + ", updates bound is " + ud + ", operand bound is " + max + ".");
        }
      }
      int seen = 0;
      for (int k = 0; k < us.length; k++) {
        if (Arrays.binarySearch(uwd, k) >= 0) {
          continue;
        }
        if (seen == ivd) {
          seen++;
        }
        if (seen >= expanded.length) {
          break;
        }
        if (!HloShapes.compatibleDims(us[k], expanded[seen])) {
          return fail(
              op,
              "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions of scatter indices. For scatter dimension "
                  + k + ", updates bound is " + us[k] + " , scatter_indices bound is " + expanded[seen] + ".");
        }
        seen++;
      }
    }
    return true;
  }

  /** The values of a constant integer tensor operand, or null when it is not a constant. */
  static long[] constInts(org.jmlir.ir.Value v) {
    Operation def = v.definingOp();
    if (def == null || !def.hasTrait(org.jmlir.ir.Trait.CONSTANT_LIKE)) {
      return null;
    }
    if (def.inherentAttr("value") instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr e && e.elementType() instanceof org.jmlir.ir.type.IntegerType) {
      return HloDirectives.i64Values(e);
    }
    return null;
  }

  /** gather's and dynamic_gather's inferred result type; null after an error. */
  static List<Type> inferGather(HloOp op) {
    if (!(op.inherentAttr("dimension_numbers") instanceof GatherDimensionNumbersAttr d)
        || !(op.operand(0).type() instanceof RankedTensorType operand)
        || !(op.operand(1).type() instanceof RankedTensorType indices)) {
      return HloInference.NOT_INFERRED;
    }
    boolean dynamic = op.is("dynamic_gather");
    long[] sliceSizes;
    long sliceSizesRank = 1;
    long sliceSizesCount;
    if (dynamic) {
      if (!(op.operand(2).type() instanceof RankedTensorType st)) {
        return HloInference.NOT_INFERRED;
      }
      sliceSizesRank = st.shape().length;
      sliceSizesCount = sliceSizesRank == 1 ? st.shape()[0] : -1;
      sliceSizes = constInts(op.operand(2));
    } else {
      sliceSizes = HloDirectives.orEmpty(op.i64Array("slice_sizes"));
      sliceSizesCount = sliceSizes.length;
    }
    long[] offset = d.offsetDims();
    long[] collapsed = d.collapsedSliceDims();
    long[] obd = d.operandBatchingDims();
    long[] sibd = d.startIndicesBatchingDims();
    long[] map = d.startIndexMap();
    long ivd = d.indexVectorDim();
    int rank = operand.shape().length;
    int irank = indices.shape().length;
    long implied = offset.length + collapsed.length + obd.length;
    if (rank != implied) {
      return HloInference.fail(
          op,
          "offset_dims size (" + offset.length + ") plus collapse_slice_dims size (" + collapsed.length + ") plus operand_batching_dims size ("
              + obd.length + ") is not equal to operand rank (" + rank + ")");
    }
    if (ivd < 0 || ivd > irank) {
      return HloInference.fail(op, "Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, " + irank + "]. got: " + ivd + ".");
    }
    boolean trailing = ivd == irank;
    if (trailing || !isDynamic(indices.shape()[(int) ivd])) {
      long eff = trailing ? 1 : indices.shape()[(int) ivd];
      if (eff != map.length) {
        return HloInference.fail(op, "start_index_map size (" + map.length + ") is not equal to size of index dimension (" + ivd + ") of start_indices (" + eff + ")");
      }
    }
    if (!sorted(offset)) {
      return HloInference.fail(op, "expects offset_dims to be sorted, got: " + brackets(offset));
    }
    if (!HloWindows.unique(offset)) {
      return HloInference.fail(op, "expects offset_dims to not repeat, got: " + brackets(offset));
    }
    if (!distinct(op, collapsed, obd, "collapsed_slice_dims", "operand_batching_dims")) {
      return null;
    }
    if (!sorted(collapsed)) {
      return HloInference.fail(op, "expects collapsed_slice_dims to be sorted, got: " + brackets(collapsed));
    }
    if (!inBounds(op, collapsed, rank, "collapsed_slice_dims", "rank-of('operand')")) {
      return null;
    }
    if (!sorted(obd)) {
      return HloInference.fail(op, "expects operand_batching_dims to be sorted, got: " + brackets(obd));
    }
    if (!inBounds(op, obd, rank, "operand_batching_dims", "rank-of('operand')")) {
      return null;
    }
    if (!HloWindows.unique(sibd)) {
      return HloInference.fail(op, "expects start_indices_batching_dims to not repeat, got: " + brackets(sibd));
    }
    if (!inBounds(op, sibd, irank, "start_indices_batching_dims", "rank-of('start_indices')")) {
      return null;
    }
    if (HloInference.contains(sibd, ivd)) {
      return HloInference.fail(op, "expects start_indices_batching_dims not to include index_vector_dim " + ivd);
    }
    if (obd.length != sibd.length) {
      return HloInference.fail(op, "operand_batching_dims and start_indices_batching_dims should have the same size");
    }
    for (int k = 0; k < obd.length; k++) {
      long a = operand.shape()[(int) obd[k]];
      long b = indices.shape()[(int) sibd[k]];
      if (!HloShapes.compatibleDims(a, b)) {
        return HloInference.fail(
            op, "operand_batching_dims[" + k + "] and start_indices_batching_dims[" + k + "] must have compatible sizes, but got " + a + " and " + b);
      }
    }
    if (!distinct(op, map, obd, "start_index_map", "operand_batching_dims") || !inBounds(op, map, rank, "start_index_map", "rank-of('operand')")) {
      return null;
    }
    if (sliceSizesRank != 1) {
      return HloInference.fail(op, "slice_sizes.rank != 1 (got " + sliceSizesRank + ")");
    }
    if (sliceSizesCount != rank) {
      return HloInference.fail(op, "slice_sizes size (" + sliceSizesCount + ") not equal to operand rank (" + rank + ")");
    }
    if (sliceSizes != null) {
      for (long[] dims : new long[][] {collapsed, obd}) {
        String name = dims == collapsed ? "collapsed_slice_dims" : "operand_batching_dims";
        for (long dim : dims) {
          if (sliceSizes[(int) dim] > 1) {
            return HloInference.fail(op, "Expects that for each dim in " + name + ", slice_sizes[dim] should be <= 1, but got " + sliceSizes[(int) dim]);
          }
        }
      }
      for (int k = 0; k < sliceSizes.length; k++) {
        long size = sliceSizes[k];
        if (size < 0 || (!isDynamic(operand.shape()[k]) && size > operand.shape()[k])) {
          return HloInference.fail(
              op, "slice size (" + size + ") is out of bounds for operand dimension (" + operand.shape()[k] + ") at index " + k);
        }
      }
    }
    long startRank = trailing ? irank + 1 : irank;
    int resultRank = (int) (offset.length + startRank - 1);
    if (!inBounds(op, offset, resultRank, "offset_dims", "implied-result-rank")) {
      return null;
    }
    List<Long> prefix = new ArrayList<>();
    long maxDim = -1;
    for (long x : collapsed) {
      maxDim = Math.max(maxDim, x);
    }
    for (long x : obd) {
      maxDim = Math.max(maxDim, x);
    }
    for (int k = 0; k <= maxDim; k++) {
      if (HloInference.contains(collapsed, k) || HloInference.contains(obd, k)) {
        continue;
      }
      prefix.add(sliceSizes == null ? HloShapes.DYN : sliceSizes[k]);
    }
    List<Integer> batchDims = new ArrayList<>();
    for (int k = 0; k < resultRank; k++) {
      if (!HloInference.contains(offset, k)) {
        batchDims.add(k);
      }
    }
    long[] shape = new long[resultRank];
    for (int k = 0; k < resultRank; k++) {
      int oi = indexOf(offset, k);
      if (oi >= 0) {
        if (oi < prefix.size()) {
          shape[k] = prefix.get(oi);
        } else {
          int si = oi + collapsed.length + obd.length;
          shape[k] = sliceSizes == null || si >= sliceSizes.length ? HloShapes.DYN : sliceSizes[si];
        }
        continue;
      }
      int bi = batchDims.indexOf(k);
      if (bi >= ivd) {
        bi++;
      }
      shape[k] = bi < irank ? indices.shape()[bi] : 1;
    }
    long[] ib = HloShapes.bounds(indices);
    long[] bounds = new long[resultRank];
    Arrays.fill(bounds, HloShapes.DYN);
    if (ib.length > 0) {
      int sid = 0;
      for (int k = 0; k < resultRank; k++) {
        if (HloInference.contains(offset, k)) {
          continue;
        }
        if (sid == ivd) {
          sid++;
        }
        bounds[k] = sid < ib.length ? ib[sid] : HloShapes.DYN;
        sid++;
      }
    }
    return List.of(HloShapes.tensor(op.context(), shape, operand.elementType(), indices.encoding(), bounds));
  }

  private static int indexOf(long[] a, long v) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == v) {
        return i;
      }
    }
    return -1;
  }
}

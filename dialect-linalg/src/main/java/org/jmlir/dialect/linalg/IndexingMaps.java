package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;

/**
 * The indexing maps and iterator types of the ops that do not store them (MLIR's OpDSL definitions
 * in LinalgNamedStructuredOps.yaml and the hand-written ops' getIndexingMaps).
 */
final class IndexingMaps {
  private IndexingMaps() {}

  private static AffineExpr d(int i) {
    return AffineExpr.dim(i);
  }

  private static AffineMap map(int n, AffineExpr... results) {
    return new AffineMap(n, 0, List.of(results));
  }

  /** The default maps of matmul / batch_matmul (what the custom form leaves out). */
  static List<AffineMap> defaultMatmulMaps(OpKind kind) {
    if (kind == OpKind.BATCH_MATMUL) {
      return List.of(map(4, d(0), d(1), d(3)), map(4, d(0), d(3), d(2)), map(4, d(0), d(1), d(2)));
    }
    if (kind == OpKind.BATCH_REDUCE_MATMUL) {
      return List.of(map(4, d(0), d(1), d(3)), map(4, d(0), d(3), d(2)), map(4, d(1), d(2)));
    }
    return List.of(map(3, d(0), d(2)), map(3, d(2), d(1)), map(3, d(0), d(1)));
  }

  static List<AffineMap> of(LinalgOp op) {
    OpKind kind = op.kind();
    int outRank = op.inits().isEmpty() ? 0 : LinalgOp.rankOf(op.inits().get(0).type());
    long[] s = op.convAttr("strides");
    long[] dl = op.convAttr("dilations");
    return switch (kind) {
      case MATMUL, BATCH_MATMUL, BATCH_REDUCE_MATMUL, CONTRACT -> defaultMatmulMaps(kind);
      case CONV_2D -> List.of(map(4, d(0).add(d(2)), d(1).add(d(3))), map(4, d(2), d(3)), map(4, d(0), d(1)));
      case CONV_3D -> List.of(map(6, d(0).add(d(3)), d(1).add(d(4)), d(2).add(d(5))), map(6, d(3), d(4), d(5)), map(6, d(0), d(1), d(2)));
      case CONV_2D_NHWC_FHWC, CONV_2D_NHWC_FHWC_Q ->
          quantized(kind, map(7, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(6)), map(7, d(3), d(4), d(5), d(6)),
              map(7, d(0), d(1), d(2), d(3)));
      case CONV_2D_NHWC_HWCF_Q ->
          quantized(kind, map(7, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(6)), map(7, d(4), d(5), d(6), d(3)),
              map(7, d(0), d(1), d(2), d(3)));
      case CONV_2D_NCHW_FCHW_Q ->
          quantized(kind, map(7, d(0), d(4), window(2, 5, s[0], dl[0]), window(3, 6, s[1], dl[1])), map(7, d(1), d(4), d(5), d(6)),
              map(7, d(0), d(1), d(2), d(3)));
      case CONV_2D_NGCHW_FGCHW, CONV_2D_NGCHW_GFCHW, CONV_2D_NGCHW_GFCHW_Q ->
          quantized(kind, map(8, d(0), d(1), d(5), window(3, 6, s[0], dl[0]), window(4, 7, s[1], dl[1])),
              kind == OpKind.CONV_2D_NGCHW_FGCHW ? map(8, d(2), d(1), d(5), d(6), d(7)) : map(8, d(1), d(2), d(5), d(6), d(7)),
              map(8, d(0), d(1), d(2), d(3), d(4)));
      case CONV_2D_NHWGC_GFHWC, CONV_2D_NHWGC_GFHWC_Q ->
          quantized(kind, map(8, d(0), window(1, 5, s[0], dl[0]), window(2, 6, s[1], dl[1]), d(3), d(7)), map(8, d(3), d(4), d(5), d(6), d(7)),
              map(8, d(0), d(1), d(2), d(3), d(4)));
      case CONV_3D_NDHWC_DHWCF_Q, CONV_3D_NCDHW_FCDHW -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield kind == OpKind.CONV_3D_NCDHW_FCDHW
            ? List.of(
                map(9, d(0), d(5), window(2, 6, s3[0], dl3[0]), window(3, 7, s3[1], dl3[1]), window(4, 8, s3[2], dl3[2])),
                map(9, d(1), d(5), d(6), d(7), d(8)),
                map(9, d(0), d(1), d(2), d(3), d(4)))
            : quantized(kind,
                map(9, d(0), window(1, 5, s3[0], dl3[0]), window(2, 6, s3[1], dl3[1]), window(3, 7, s3[2], dl3[2]), d(8)),
                map(9, d(5), d(6), d(7), d(8), d(4)),
                map(9, d(0), d(1), d(2), d(3), d(4)));
      }
      case DEPTHWISE_CONV_1D_NCW_CW -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(4, d(0), d(2), window(1, 3, s1[0], dl1[0])), map(4, d(2), d(3)), map(4, d(0), d(2), d(1)));
      }
      case DEPTHWISE_CONV_2D_NCHW_CHW ->
          List.of(map(6, d(0), d(3), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1])), map(6, d(3), d(4), d(5)), map(6, d(0), d(3), d(1), d(2)));
      case DEPTHWISE_CONV_2D_NHWC_HWC_Q ->
          quantized(kind, map(6, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(3)), map(6, d(4), d(5), d(3)),
              map(6, d(0), d(1), d(2), d(3)));
      case DEPTHWISE_CONV_2D_NHWC_HWCM_Q ->
          quantized(kind, map(7, d(0), window(1, 5, s[0], dl[0]), window(2, 6, s[1], dl[1]), d(3)), map(7, d(5), d(6), d(3), d(4)),
              map(7, d(0), d(1), d(2), d(3), d(4)));
      case DEPTHWISE_CONV_3D_NCDHW_CDHW -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield List.of(
            map(8, d(0), d(7), window(1, 4, s3[0], dl3[0]), window(2, 5, s3[1], dl3[1]), window(3, 6, s3[2], dl3[2])),
            map(8, d(7), d(4), d(5), d(6)),
            map(8, d(0), d(7), d(1), d(2), d(3)));
      }
      case POOLING_NCHW_SUM, POOLING_NCHW_MAX ->
          List.of(map(6, d(0), d(1), window(2, 4, s[0], dl[0]), window(3, 5, s[1], dl[1])), map(6, d(4), d(5)), map(6, d(0), d(1), d(2), d(3)));
      case POOLING_NHWC_MAX_UNSIGNED, POOLING_NHWC_MIN_UNSIGNED ->
          List.of(map(6, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(3)), map(6, d(4), d(5)), map(6, d(0), d(1), d(2), d(3)));
      case QUANTIZED_MATMUL -> quantized(kind, map(3, d(0), d(2)), map(3, d(2), d(1)), map(3, d(0), d(1)));
      case QUANTIZED_BATCH_MATMUL -> quantized(kind, map(4, d(0), d(1), d(3)), map(4, d(0), d(3), d(2)), map(4, d(0), d(1), d(2)));
      case MMT4D -> List.of(map(6, d(0), d(2), d(3), d(5)), map(6, d(1), d(2), d(4), d(5)), map(6, d(0), d(1), d(3), d(4)));
      case BATCH_MMT4D -> List.of(map(7, d(0), d(1), d(3), d(4), d(6)), map(7, d(0), d(2), d(3), d(5), d(6)), map(7, d(0), d(1), d(2), d(4), d(5)));
      case BATCH_MATVEC -> List.of(map(3, d(0), d(1), d(2)), map(3, d(0), d(2)), map(3, d(0), d(1)));
      case BATCH_VECMAT -> List.of(map(3, d(0), d(2)), map(3, d(0), d(2), d(1)), map(3, d(0), d(1)));
      case MATVEC -> List.of(map(2, d(0), d(1)), map(2, d(1)), map(2, d(0)));
      case VECMAT -> List.of(map(2, d(1)), map(2, d(1), d(0)), map(2, d(0)));
      case DOT -> List.of(map(1, d(0)), map(1, d(0)), map(1));
      case CONV_2D_NHWC_HWCF ->
          List.of(
              map(7, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(6)),
              map(7, d(4), d(5), d(6), d(3)),
              map(7, d(0), d(1), d(2), d(3)));
      case CONV_2D_NCHW_FCHW ->
          List.of(
              map(7, d(0), d(4), window(2, 5, s[0], dl[0]), window(3, 6, s[1], dl[1])),
              map(7, d(1), d(4), d(5), d(6)),
              map(7, d(0), d(1), d(2), d(3)));
      case DEPTHWISE_CONV_2D_NHWC_HWC ->
          List.of(
              map(6, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(3)),
              map(6, d(4), d(5), d(3)),
              map(6, d(0), d(1), d(2), d(3)));
      case POOLING_NHWC_MAX, POOLING_NHWC_MIN, POOLING_NHWC_SUM ->
          List.of(
              map(6, d(0), window(1, 4, s[0], dl[0]), window(2, 5, s[1], dl[1]), d(3)),
              map(6, d(4), d(5)),
              map(6, d(0), d(1), d(2), d(3)));
      case CONV_1D_NWC_WCF -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(5, d(0), window(1, 3, s1[0], dl1[0]), d(4)), map(5, d(3), d(4), d(2)), map(5, d(0), d(1), d(2)));
      }
      case CONV_3D_NDHWC_DHWCF -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield List.of(
            map(9, d(0), window(1, 5, s3[0], dl3[0]), window(2, 6, s3[1], dl3[1]), window(3, 7, s3[2], dl3[2]), d(8)),
            map(9, d(5), d(6), d(7), d(8), d(4)),
            map(9, d(0), d(1), d(2), d(3), d(4)));
      }
      case POOLING_NDHWC_MAX, POOLING_NDHWC_MIN, POOLING_NDHWC_SUM -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield List.of(
            map(8, d(0), window(1, 5, s3[0], dl3[0]), window(2, 6, s3[1], dl3[1]), window(3, 7, s3[2], dl3[2]), d(4)),
            map(8, d(5), d(6), d(7)),
            map(8, d(0), d(1), d(2), d(3), d(4)));
      }
      case DEPTHWISE_CONV_1D_NWC_WC -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(4, d(0), window(1, 3, s1[0], dl1[0]), d(2)), map(4, d(3), d(2)), map(4, d(0), d(1), d(2)));
      }
      case CONV_1D -> List.of(map(2, d(0).add(d(1))), map(2, d(1)), map(2, d(0)));
      case CONV_1D_NCW_FCW -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(5, d(0), d(3), window(2, 4, s1[0], dl1[0])), map(5, d(1), d(3), d(4)), map(5, d(0), d(1), d(2)));
      }
      case POOLING_NWC_SUM, POOLING_NWC_MAX, POOLING_NWC_MIN, POOLING_NWC_MAX_UNSIGNED, POOLING_NWC_MIN_UNSIGNED -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(4, d(0), window(1, 3, s1[0], dl1[0]), d(2)), map(4, d(3)), map(4, d(0), d(1), d(2)));
      }
      case POOLING_NCW_SUM, POOLING_NCW_MAX -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(4, d(0), d(1), window(2, 3, s1[0], dl1[0])), map(4, d(3)), map(4, d(0), d(1), d(2)));
      }
      case DEPTHWISE_CONV_1D_NWC_WCM -> {
        long[] s1 = op.convAttr("strides", 1);
        long[] dl1 = op.convAttr("dilations", 1);
        yield List.of(map(5, d(0), window(1, 4, s1[0], dl1[0]), d(2)), map(5, d(4), d(2), d(3)), map(5, d(0), d(1), d(2), d(3)));
      }
      case DEPTHWISE_CONV_2D_NHWC_HWCM ->
          List.of(
              map(7, d(0), window(1, 5, s[0], dl[0]), window(2, 6, s[1], dl[1]), d(3)),
              map(7, d(5), d(6), d(3), d(4)),
              map(7, d(0), d(1), d(2), d(3), d(4)));
      case DEPTHWISE_CONV_3D_NDHWC_DHWC -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield List.of(
            map(8, d(0), window(1, 4, s3[0], dl3[0]), window(2, 5, s3[1], dl3[1]), window(3, 6, s3[2], dl3[2]), d(7)),
            map(8, d(4), d(5), d(6), d(7)),
            map(8, d(0), d(1), d(2), d(3), d(7)));
      }
      case DEPTHWISE_CONV_3D_NDHWC_DHWCM -> {
        long[] s3 = op.convAttr("strides", 3);
        long[] dl3 = op.convAttr("dilations", 3);
        yield List.of(
            map(9, d(0), window(1, 5, s3[0], dl3[0]), window(2, 6, s3[1], dl3[1]), window(3, 7, s3[2], dl3[2]), d(8)),
            map(9, d(5), d(6), d(7), d(8), d(4)),
            map(9, d(0), d(1), d(2), d(3), d(8), d(4)));
      }
      case FILL -> List.of(new AffineMap(outRank, 0, List.of()), AffineMap.identity(outRank));
      case COPY, MAP, ELEMENTWISE, ADD, SUB, MUL, DIV, DIV_UNSIGNED, MAX, MIN, POWF, EXP, LOG, ABS, CEIL, FLOOR, NEGF, RECIPROCAL, ROUND, SQRT, RSQRT, SQUARE, TANH, ERF, SELECT -> Collections.nCopies(op.numOperands(), AffineMap.identity(outRank));
      case TRANSPOSE -> {
        long[] perm = op.i64Array("permutation");
        AffineExpr[] r = new AffineExpr[perm.length];
        for (int j = 0; j < perm.length; j++) {
          if (perm[j] >= 0 && perm[j] < perm.length) {
            r[(int) perm[j]] = d(j);
          }
        }
        for (int j = 0; j < r.length; j++) {
          if (r[j] == null) {
            r[j] = d(j);
          }
        }
        yield List.of(new AffineMap(perm.length, 0, List.of(r)), AffineMap.identity(perm.length));
      }
      case BROADCAST -> List.of(dropDims(outRank, op.i64Array("dimensions")), AffineMap.identity(outRank));
      case REDUCE -> {
        int inRank = LinalgOp.rankOf(op.operand(0).type());
        List<AffineMap> maps = new ArrayList<>();
        int n = op.numOperands() / 2;
        for (int i = 0; i < n; i++) {
          maps.add(AffineMap.identity(inRank));
        }
        for (int i = 0; i < n; i++) {
          maps.add(dropDims(inRank, op.i64Array("dimensions")));
        }
        yield maps;
      }
      case GENERIC -> List.of();
    };
  }

  /** The input, filter and output maps, with the two scalar zero-point maps before the output for a quantized op. */
  private static List<AffineMap> quantized(OpKind kind, AffineMap in, AffineMap filter, AffineMap out) {
    if (!kind.isQuantized()) {
      return List.of(in, filter, out);
    }
    AffineMap scalar = new AffineMap(out.numDims(), 0, List.of());
    return List.of(in, filter, scalar, scalar, out);
  }

  /** {@code d_out * stride + d_window * dilation}. */
  private static AffineExpr window(int out, int win, long stride, long dilation) {
    return d(out).mul(stride).add(d(win).mul(dilation));
  }

  private static AffineMap dropDims(int rank, long[] dims) {
    List<AffineExpr> r = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      boolean dropped = false;
      for (long x : dims) {
        dropped |= x == i;
      }
      if (!dropped) {
        r.add(d(i));
      }
    }
    return new AffineMap(rank, 0, r);
  }

  static List<String> iteratorTypes(LinalgOp op) {
    String p = "parallel";
    String r = "reduction";
    return switch (op.kind()) {
      case MATMUL -> List.of(p, p, r);
      case BATCH_MATMUL -> List.of(p, p, p, r);
      case MATVEC, VECMAT -> List.of(p, r);
      case DOT -> List.of(r);
      case CONV_2D_NHWC_HWCF, CONV_2D_NCHW_FCHW -> List.of(p, p, p, p, r, r, r);
      case CONV_1D_NWC_WCF -> List.of(p, p, p, r, r);
      case DEPTHWISE_CONV_1D_NWC_WC, POOLING_NWC_SUM, POOLING_NWC_MAX, POOLING_NWC_MIN, POOLING_NWC_MAX_UNSIGNED, POOLING_NWC_MIN_UNSIGNED, POOLING_NCW_SUM, POOLING_NCW_MAX -> List.of(p, p, p, r);
      case CONV_1D -> List.of(p, r);
      case CONV_2D -> List.of(p, p, r, r);
      case CONV_3D -> List.of(p, p, p, r, r, r);
      case CONV_2D_NHWC_FHWC, CONV_2D_NHWC_HWCF_Q, CONV_2D_NHWC_FHWC_Q, CONV_2D_NCHW_FCHW_Q -> List.of(p, p, p, p, r, r, r);
      case CONV_2D_NGCHW_FGCHW, CONV_2D_NGCHW_GFCHW, CONV_2D_NGCHW_GFCHW_Q, CONV_2D_NHWGC_GFHWC, CONV_2D_NHWGC_GFHWC_Q -> List.of(p, p, p, p, p, r, r, r);
      case CONV_3D_NDHWC_DHWCF_Q, CONV_3D_NCDHW_FCDHW -> List.of(p, p, p, p, p, r, r, r, r);
      case DEPTHWISE_CONV_1D_NCW_CW -> List.of(p, p, p, r);
      case DEPTHWISE_CONV_2D_NCHW_CHW, DEPTHWISE_CONV_2D_NHWC_HWC_Q, POOLING_NCHW_SUM, POOLING_NCHW_MAX, POOLING_NHWC_MAX_UNSIGNED, POOLING_NHWC_MIN_UNSIGNED -> List.of(p, p, p, p, r, r);
      case DEPTHWISE_CONV_2D_NHWC_HWCM_Q -> List.of(p, p, p, p, p, r, r);
      case DEPTHWISE_CONV_3D_NCDHW_CDHW -> List.of(p, p, p, p, r, r, r, p);
      case QUANTIZED_MATMUL, BATCH_MATVEC, BATCH_VECMAT -> List.of(p, p, r);
      case QUANTIZED_BATCH_MATMUL -> List.of(p, p, p, r);
      case MMT4D -> List.of(p, p, r, p, p, r);
      case BATCH_MMT4D -> List.of(p, p, p, r, p, p, r);
      case BATCH_REDUCE_MATMUL -> List.of(r, p, p, r);
      case CONV_1D_NCW_FCW -> List.of(p, p, p, r, r);
      case DEPTHWISE_CONV_1D_NWC_WCM -> List.of(p, p, p, p, r);
      case DEPTHWISE_CONV_2D_NHWC_HWCM -> List.of(p, p, p, p, p, r, r);
      case DEPTHWISE_CONV_3D_NDHWC_DHWC -> List.of(p, p, p, p, r, r, r, p);
      case DEPTHWISE_CONV_3D_NDHWC_DHWCM -> List.of(p, p, p, p, p, r, r, r, p);
      case CONV_3D_NDHWC_DHWCF -> List.of(p, p, p, p, p, r, r, r, r);
      case POOLING_NDHWC_MAX, POOLING_NDHWC_MIN, POOLING_NDHWC_SUM -> List.of(p, p, p, p, p, r, r, r);
      case DEPTHWISE_CONV_2D_NHWC_HWC, POOLING_NHWC_MAX, POOLING_NHWC_MIN, POOLING_NHWC_SUM -> List.of(p, p, p, p, r, r);
      case CONTRACT -> {
        List<AffineMap> maps = op.indexingMaps();
        AffineMap out = maps.get(maps.size() - 1);
        List<String> t = new ArrayList<>(Collections.nCopies(out.numDims(), r));
        for (AffineExpr e : out.results()) {
          if (e instanceof org.jmlir.ir.affine.AffineDimExpr d) {
            t.set(d.position(), p);
          }
        }
        yield t;
      }
      case REDUCE -> {
        int rank = LinalgOp.rankOf(op.operand(0).type());
        List<String> t = new ArrayList<>(Collections.nCopies(rank, p));
        for (long x : op.i64Array("dimensions")) {
          if (x >= 0 && x < rank) {
            t.set((int) x, r);
          }
        }
        yield t;
      }
      case TRANSPOSE -> Collections.nCopies(op.i64Array("permutation").length, p);
      default -> {
        int rank = op.inits().isEmpty() ? 0 : LinalgOp.rankOf(op.inits().get(0).type());
        yield Collections.nCopies(rank, p);
      }
    };
  }
}

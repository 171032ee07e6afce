package org.jmlir.dialect.linalg.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -linalg-decompose} (ours; upstream: {@code transform.structured.decompose}, whose output on
 * each op it rewrites is the same): a 2-D convolution or pooling on tensors whose kernel and output
 * are 1 along the height (or else the width) becomes the 1-D op on rank-reduced
 * {@code tensor.extract_slice}s of its operands, inserted back with {@code tensor.insert_slice}
 * (MLIR's DownscaleSizeOneWindowed2DConvolution and DownscaleDepthwiseConv2DNhwcHwcOp), so that
 * {@code -linalg-vectorize} can vectorize it. Other ops, and ops on memrefs, stay.
 */
public final class DecomposeConvolutionsPass extends Pass {
  public static final String ARGUMENT = "linalg-decompose";
  public static final String SUMMARY = "Decompose 2-D convolutions and poolings with a unit window dim into 1-D ones (as transform.structured.decompose)";

  /** The 1-D op a 2-D op becomes, and the kernel and output positions of its h and w dims. */
  private record Downscale(OpKind target, int kh, int kw, int oh, int ow) {}

  public DecomposeConvolutionsPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "tensor", "arith");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<LinalgOp> ops = new ArrayList<>();
    root.walk(o -> {
      if (o instanceof LinalgOp l) {
        ops.add(l);
      }
    });
    PatternRewriter rw = new PatternRewriter(root.context());
    for (LinalgOp op : ops) {
      decompose(rw, op);
    }
  }

  private static Downscale downscale(OpKind kind) {
    return switch (kind) {
      case CONV_2D_NHWC_HWCF -> new Downscale(OpKind.CONV_1D_NWC_WCF, 0, 1, 1, 2);
      case CONV_2D_NCHW_FCHW -> new Downscale(OpKind.CONV_1D_NCW_FCW, 2, 3, 2, 3);
      case POOLING_NHWC_SUM -> new Downscale(OpKind.POOLING_NWC_SUM, 0, 1, 1, 2);
      case POOLING_NHWC_MAX -> new Downscale(OpKind.POOLING_NWC_MAX, 0, 1, 1, 2);
      case POOLING_NHWC_MIN -> new Downscale(OpKind.POOLING_NWC_MIN, 0, 1, 1, 2);
      case DEPTHWISE_CONV_2D_NHWC_HWC -> new Downscale(OpKind.DEPTHWISE_CONV_1D_NWC_WC, 0, 1, 1, 2);
      default -> null;
    };
  }

  /** Rewrites {@code op} into its 1-D form; false (nothing changed) when it has none. */
  public static boolean decompose(PatternRewriter rw, LinalgOp op) {
    Downscale d = downscale(op.kind());
    if (d == null || op.inputs().size() != 2 || op.inits().size() != 1) {
      return false;
    }
    Value input = op.inputs().get(0);
    Value kernel = op.inputs().get(1);
    Value output = op.inits().get(0);
    if (!(input.type() instanceof RankedTensorType inT) || !(kernel.type() instanceof RankedTensorType kT)
        || !(output.type() instanceof RankedTensorType oT)) {
      return false;
    }
    boolean removeH = kT.shape()[d.kh()] == 1 && oT.shape()[d.oh()] == 1;
    boolean removeW = kT.shape()[d.kw()] == 1 && oT.shape()[d.ow()] == 1;
    if (!removeH && !removeW) {
      return false;
    }
    int outDim = removeH ? d.oh() : d.ow();
    int kernelDim = removeH ? d.kh() : d.kw();
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    rw.setInsertionPoint(op);
    Value newInput = rankReducingSlice(rw, loc, input, dropDim(ctx, inT, outDim));
    Value newKernel = rankReducingSlice(rw, loc, kernel, dropDim(ctx, kT, kernelDim));
    RankedTensorType newOutType = dropDim(ctx, oT, outDim);
    Value newOutput = rankReducingSlice(rw, loc, output, newOutType);
    int erased = removeH ? 0 : 1;
    OperationState s = LinalgOps.namedState(ctx, loc, d.target(), List.of(newInput, newKernel), List.of(newOutput));
    s.addAttribute("dilations", vectorAttr(ctx, erase(op.convAttr("dilations", 2), erased)));
    s.addAttribute("strides", vectorAttr(ctx, erase(op.convAttr("strides", 2), erased)));
    Operation conv = rw.create(s);
    List<Value> sizes = mixedSizes(rw, loc, output);
    OperationState ins = new OperationState(ctx, ctx.opDef("tensor.insert_slice"), loc);
    ins.addOperand(conv.result(0)).addOperand(output);
    addSliceOperands(ctx, ins, oT, sizes, 2);
    ins.addType(oT);
    rw.replaceOp(op, List.of(rw.create(ins).result(0)));
    return true;
  }

  private static RankedTensorType dropDim(MLIRContext ctx, RankedTensorType t, int dim) {
    long[] shape = new long[t.rank() - 1];
    for (int i = 0, j = 0; i < t.rank(); i++) {
      if (i != dim) {
        shape[j++] = t.shape()[i];
      }
    }
    return RankedTensorType.get(ctx, shape, t.elementType(), t.encoding());
  }

  private static long[] erase(long[] v, int at) {
    long[] r = new long[v.length - 1];
    for (int i = 0, j = 0; i < v.length; i++) {
      if (i != at) {
        r[j++] = v[i];
      }
    }
    return r;
  }

  /** {@code dense<...> : vector<Nxi64>} (MLIR's getI64VectorAttr). */
  private static org.jmlir.ir.attr.Attribute vectorAttr(MLIRContext ctx, long[] values) {
    BigInteger[] v = new BigInteger[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = BigInteger.valueOf(values[i]);
    }
    return org.jmlir.dialect.fold.ConstFold.dense(ctx, VectorType.get(ctx, new long[] {values.length}, IntegerType.get(ctx, 64)), v);
  }

  /** tensor::getMixedSizes: a tensor.dim for each dynamic dim (null entries stand for the static ones). */
  private static List<Value> mixedSizes(PatternRewriter rw, Location loc, Value tensor) {
    ShapedType t = (ShapedType) tensor.type();
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] != ShapedType.DYNAMIC) {
        r.add(null);
        continue;
      }
      OperationState s = new OperationState(rw.context(), rw.context().opDef("tensor.dim"), loc);
      s.addOperand(tensor).addOperand(MemRefBuilders.constantIndex(rw, loc, i));
      s.addType(IndexType.get(rw.context()));
      r.add(rw.create(s).result(0));
    }
    return r;
  }

  /** createCanonicalRankReducingExtractSliceOp: the whole tensor, at zero offsets and unit strides, as {@code type}. */
  private static Value rankReducingSlice(PatternRewriter rw, Location loc, Value tensor, RankedTensorType type) {
    List<Value> sizes = mixedSizes(rw, loc, tensor);
    OperationState s = new OperationState(rw.context(), rw.context().opDef("tensor.extract_slice"), loc);
    s.addOperand(tensor);
    addSliceOperands(rw.context(), s, (ShapedType) tensor.type(), sizes, 1);
    s.addType(type);
    return rw.create(s).result(0);
  }

  /** Zero offsets, the sizes (dynamic ones as operands), unit strides, and the segment sizes. */
  private static void addSliceOperands(MLIRContext ctx, OperationState s, ShapedType full, List<Value> sizes, int leading) {
    int rank = full.rank();
    long[] statics = full.shape().clone();
    int dynamic = 0;
    for (int i = 0; i < rank; i++) {
      if (sizes.get(i) != null) {
        s.addOperand(sizes.get(i));
        dynamic++;
      }
    }
    long[] ones = new long[rank];
    Arrays.fill(ones, 1);
    IntegerType i64 = IntegerType.get(ctx, 64);
    s.addAttribute("static_offsets", DenseArrayAttr.get(ctx, i64, new long[rank]));
    s.addAttribute("static_sizes", DenseArrayAttr.get(ctx, i64, statics));
    s.addAttribute("static_strides", DenseArrayAttr.get(ctx, i64, ones));
    int[] counts = new int[leading + 3];
    Arrays.fill(counts, 0, leading, 1);
    counts[leading + 1] = dynamic;
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, counts));
  }
}

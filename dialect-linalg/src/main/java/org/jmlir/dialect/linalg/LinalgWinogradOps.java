package org.jmlir.dialect.linalg;

import java.util.List;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code linalg.softmax} and the three Winograd ops of MLIR 22's LinalgOps.td ({@code linalg.winograd_filter_transform},
 * {@code winograd_input_transform}, {@code winograd_output_transform}): F(m, r) transforms of a
 * 2-D convolution's filter (FHWC to alphaH x alphaW x C x F), input (NHWC to alphaH x alphaW x
 * tileH x tileW x N x C) and result tiles back (alphaH x alphaW x tileH x tileW x N x F to NHWF).
 */
public final class LinalgWinogradOps {
  private LinalgWinogradOps() {}

  /** WinogradConv2DFmr's cases, in order (stored as i32 0, 1, 2), and each one's m and r. */
  static final List<String> FMR_NAMES = List.of("F_2_3", "F_4_3", "F_2_5");

  private static final int[][] M_R = {{2, 3}, {4, 3}, {2, 5}};

  /** The i32 enum written bare in the format: {@code fmr(F_4_3)}. */
  static final AttrConstraint FMR =
      new AttrConstraint(
          "Winograd Conv2D F(m, r)",
          a -> fmrCase(a) >= 0,
          p -> {
            int offset = p.currentOffset();
            Attribute a = parseFmr(p);
            if (a == null) {
              throw p.emitError(offset, "expected string or keyword containing one of the following enum values for attribute 'fmr' ["
                  + String.join(", ", FMR_NAMES) + "]");
            }
            return a;
          },
          LinalgWinogradOps::parseFmr,
          (a, printer) -> printer.print(FMR_NAMES.get(fmrCase(a))));

  private static Attribute parseFmr(AsmParser p) {
    String word = p.parseOptionalKeyword(FMR_NAMES);
    if (word == null) {
      word = p.parseOptionalString();
      if (word == null || !FMR_NAMES.contains(word)) {
        return null;
      }
    }
    return IntegerAttr.get(p.context(), IntegerType.get(p.context(), 32), FMR_NAMES.indexOf(word));
  }

  private static int fmrCase(Attribute a) {
    if (a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless() && t.width() == 32
        && i.value().signum() >= 0 && i.value().intValue() < FMR_NAMES.size()) {
      return i.value().intValue();
    }
    return -1;
  }

  private static TypeConstraint tensorOfRank(int rank) {
    return new TypeConstraint(rank + "D tensor of any type values", t -> t instanceof RankedTensorType r && r.rank() == rank);
  }

  public static final OpDef FILTER_TRANSFORM = define("winograd_filter_transform", "filter", 4, 4, LinalgWinogradOps::verifyFilter);
  public static final OpDef INPUT_TRANSFORM = define("winograd_input_transform", "input", 4, 6, LinalgWinogradOps::verifyInput);
  public static final OpDef OUTPUT_TRANSFORM = define("winograd_output_transform", "value", 6, 4, LinalgWinogradOps::verifyOutput);

  private static OpDef define(String name, String input, int inRank, int outRank, OpDef.Verifier verifier) {
    return OpSpec.define("linalg." + name, AggregateOp::new)
        .operand(input, tensorOfRank(inRank))
        .operand("output", tensorOfRank(outRank))
        .attr("fmr", FMR)
        .result("result", tensorOfRank(outRank))
        .format("attr-dict `fmr` `` `(` $fmr `)` `ins` `(` $" + input + " `:` type($" + input + ") `)`"
            + " `outs` `(` $output `:` type($output) `)` `->` type($result)")
        .verifier(op -> verifyDestination(op) && verifier.verify(op))
        .extension(org.jmlir.dialect.tensor.DestinationStyle.class, (op, result) -> op.operand(1))
        .build();
  }

  private static final TypeConstraint ANY_SHAPED =
      new TypeConstraint("shaped of any type values", t -> t instanceof ShapedType);

  /** {@code linalg.softmax dimension(d) ins(x : T) outs(y : T) -> T}: softmax along one dimension. */
  public static final OpDef SOFTMAX =
      OpSpec.define("linalg.softmax", SoftmaxOp::new)
          .operand("input", ANY_SHAPED)
          .operand("output", ANY_SHAPED)
          .attr("dimension", org.jmlir.dialect.utils.CommonAttrs.I64)
          .variadicResult("result", new TypeConstraint("ranked tensor of any type values", t -> t instanceof RankedTensorType))
          .format("attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)`"
              + " `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?")
          .verifier(LinalgWinogradOps::verifySoftmax)
          .extension(org.jmlir.dialect.tensor.DestinationStyle.class, (op, result) -> op.operand(1))
          .build();

  private static boolean verifySoftmax(Operation op) {
    int tensorInits = op.operand(1).type() instanceof org.jmlir.ir.type.TensorType ? 1 : 0;
    if (op.numResults() != tensorInits) {
      return op.emitOpError("expected the number of tensor results (" + op.numResults()
              + ") to be equal to the number of output tensors (" + tensorInits + ")").report();
    }
    if (tensorInits == 1 && !verifyDestination(op)) {
      return false;
    }
    long[] in = shape(op, 0);
    if (!ShapedType.compatibleDims(in, shape(op, 1))) {
      return op.emitOpError("incompatible output shape").report();
    }
    long dim = ((IntegerAttr) op.attr("dimension")).value().longValue();
    if (dim < 0 || dim >= in.length) {
      return op.emitOpError("incorrect dimension specified").report();
    }
    return true;
  }

  /**
   * linalg.softmax: as MLIR's getGenericEffectsImpl, reads of a buffer input and reads and writes of a
   * buffer output; on tensors no effects, so an unused softmax is dead.
   */
  public static final class SoftmaxOp extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
    private SoftmaxOp() {}

    @Override
    public java.util.List<Effect> effects() {
      java.util.List<Effect> r = new java.util.ArrayList<>();
      if (operand(0).type() instanceof org.jmlir.ir.type.BaseMemRefType) {
        r.add(new Read(operand(0)));
      }
      if (operand(1).type() instanceof org.jmlir.ir.type.BaseMemRefType) {
        r.add(new Read(operand(1)));
        r.add(new Write(operand(1)));
      }
      return r;
    }
  }

  /** The op class of the three Winograd ops (no memory effects declared, as MLIR 22: never trivially dead). */
  public static final class AggregateOp extends Operation {
    private AggregateOp() {}

    /** F(m, r)'s m. */
    public int m() {
      return M_R[fmrCase(attr("fmr"))][0];
    }

    /** F(m, r)'s r. */
    public int r() {
      return M_R[fmrCase(attr("fmr"))][1];
    }
  }

  /** DestinationStyleOpInterface's check: the result has the init's type. */
  private static boolean verifyDestination(Operation op) {
    if (!op.result(0).type().equals(op.operand(1).type())) {
      return op.emitOpError("expected type of operand #1 ('" + org.jmlir.ir.print.AttrTypeText.type(op.operand(1).type())
              + "') to match type of corresponding result ('" + org.jmlir.ir.print.AttrTypeText.type(op.result(0).type()) + "')")
          .report();
    }
    return true;
  }

  private static long[] shape(Operation op, int operand) {
    return ((ShapedType) op.operand(operand).type()).shape();
  }

  private static boolean dynamic(long d) {
    return ShapedType.isDynamic(d);
  }

  private static boolean outputShapeCheck(Operation op, long[] expected) {
    if (!ShapedType.compatibleDims(expected, shape(op, 1))) {
      return op.emitOpError("the output shape is not expected").report();
    }
    return true;
  }

  /** Filter FHWC; the output is alphaH x alphaW x C x F, a unit filter dimension staying 1. */
  private static boolean verifyFilter(Operation o) {
    AggregateOp op = (AggregateOp) o;
    long[] filter = shape(op, 0);
    long h = filter[1];
    long w = filter[2];
    int m = op.m();
    int r = op.r();
    if (h != r && h != 1) {
      return op.emitOpError("expect filter height either equals to r or 1").report();
    }
    if (w != r && w != 1) {
      return op.emitOpError("expect filter width either equals to r or 1").report();
    }
    if (h == 1 && w == 1) {
      return op.emitOpError("expect either filter height or width equals to r").report();
    }
    long[] expected = {h == r ? m + r - 1 : 1, w == r ? m + r - 1 : 1, filter[3], filter[0]};
    return outputShapeCheck(op, expected);
  }

  /** Input NHWC; the output is alphaH x alphaW x tileH x tileW x N x C. */
  private static boolean verifyInput(Operation o) {
    AggregateOp op = (AggregateOp) o;
    long[] input = shape(op, 0);
    long[] output = shape(op, 1);
    int m = op.m();
    int r = op.r();
    long tile = m + r - 1;
    long[] expected = new long[6];
    for (int axis = 0; axis < 2; axis++) {
      long size = input[1 + axis];
      boolean transformed = output[axis] != 1;
      if (dynamic(size)) {
        expected[axis] = tile;
        expected[2 + axis] = ShapedType.DYNAMIC;
      } else {
        expected[axis] = transformed ? tile : 1;
        expected[2 + axis] = transformed ? (size - (r - 1)) / m : size;
      }
    }
    expected[4] = input[0];
    expected[5] = input[3];
    return outputShapeCheck(op, expected);
  }

  /** Value alphaH x alphaW x tileH x tileW x N x F; the output is N x H x W x F. */
  private static boolean verifyOutput(Operation o) {
    AggregateOp op = (AggregateOp) o;
    long[] value = shape(op, 0);
    int m = op.m();
    int r = op.r();
    long[] expected = new long[4];
    String[] names = {"height", "width"};
    for (int axis = 0; axis < 2; axis++) {
      long alpha = value[axis];
      long tiles = value[2 + axis];
      boolean transformed = alpha != 1;
      if (dynamic(alpha) || dynamic(tiles)) {
        expected[1 + axis] = ShapedType.DYNAMIC;
      } else {
        if (alpha != (transformed ? m + r - 1 : 1)) {
          return op.emitOpError("expect input " + names[axis] + " equals to input tile size").report();
        }
        expected[1 + axis] = (transformed ? m : 1) * tiles;
      }
    }
    expected[0] = value[4];
    expected[3] = value[5];
    return outputShapeCheck(op, expected);
  }
}

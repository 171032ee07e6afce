package org.jmlir.conversion.tensortolinalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithDialect;
import org.jmlir.dialect.linalg.TensorBuilders;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code convert-tensor-to-linalg} (MLIR's ConvertTensorToLinalgPass, a partial conversion with
 * tensor.pad illegal): a pad becomes tensor.empty of the result's shape (each dynamic size the
 * source's plus both pads, folded as OpBuilder::createOrFold does), a linalg.fill with the padding
 * value (a constant defined in the pad's body is moved in front of the pad; any other body becomes
 * a tensor.generate) and a tensor.insert_slice of the source at the low pads.
 */
public final class ConvertTensorToLinalgPass extends Pass {
  public static final String ARGUMENT = "convert-tensor-to-linalg";
  public static final String SUMMARY = "Convert some Tensor dialect ops to Linalg dialect";

  public ConvertTensorToLinalgPass(PassOptions o) {
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

  @Override
  public void initialize(MLIRContext ctx) {
    loadDialects(ctx, "linalg", "tensor", "arith");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    ConversionTarget target = new ConversionTarget().markUnknownOpDynamicallyLegal(o -> !o.name().equals("tensor.pad"));
    ConversionPattern pattern = ConversionPattern.of("tensor.pad", null, (op, operands, rw) -> {
      generalizePad(op, rw);
      return true;
    });
    if (!DialectConversion.applyPartialConversion(root, target, List.of(pattern))) {
      pc.signalFailure();
    }
  }

  private static void generalizePad(Operation pad, PatternRewriter rw) {
    MLIRContext ctx = pad.context();
    Location loc = pad.location();
    rw.setInsertionPoint(pad);
    Value source = pad.operand(0);
    RankedTensorType srcType = (RankedTensorType) source.type();
    RankedTensorType resultType = (RankedTensorType) pad.result(0).type();
    if (resultType.hasStaticShape() && resultType.equals(srcType) && pad.attr("nofold") == null) {
      // PadOp::fold, which the conversion tries first: no padding at all.
      rw.replaceOp(pad, List.of(source));
      return;
    }
    long[] staticLow = DynamicIndexList.values(pad.inherentAttr("static_low"));
    long[] staticHigh = DynamicIndexList.values(pad.inherentAttr("static_high"));
    int lowDyn = (int) java.util.Arrays.stream(staticLow).filter(v -> v == ShapedType.DYNAMIC).count();
    List<Value> operands = pad.operands();
    // The conversion first folds the pad in place: constant pads become static.
    List<OpFoldResult> low = constantsStatic(MemRefBuilders.mixed(ctx, staticLow, operands.subList(1, 1 + lowDyn)));
    List<OpFoldResult> high = constantsStatic(MemRefBuilders.mixed(ctx, staticHigh, operands.subList(1 + lowDyn, operands.size())));
    List<Value> dynSizes = new ArrayList<>();
    long[] shape = resultType.shape();
    for (int d = 0; d < shape.length; d++) {
      if (shape[d] == ShapedType.DYNAMIC) {
        Value size = indexValue(rw, loc, mixedSize(rw, loc, source, srcType, d));
        Value plusLow = addOrFold(rw, loc, size, indexValue(rw, loc, low.get(d)));
        dynSizes.add(addOrFold(rw, loc, plusLow, indexValue(rw, loc, high.get(d))));
      }
    }
    OperationState empty = new OperationState(ctx, ctx.opDef("tensor.empty"), loc);
    empty.addOperands(dynSizes).addType(resultType);
    Value dest = rw.create(empty).result(0);
    Value filled = fillOrGenerate(rw, pad, dest, dynSizes);
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int d = 0; d < srcType.shape().length; d++) {
      sizes.add(mixedSize(rw, loc, source, srcType, d));
    }
    List<OpFoldResult> strides = java.util.Collections.nCopies(sizes.size(), OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), 1)));
    Operation insert = TensorBuilders.slice(rw, loc, "tensor.insert_slice", source, filled, low, sizes, strides, resultType);
    rw.replaceOp(pad, insert.results());
  }

  /** MLIR's createFillOrGenerateOp: a fill of the constant padding value, else a generate with the pad's body. */
  private static Value fillOrGenerate(PatternRewriter rw, Operation pad, Value dest, List<Value> dynSizes) {
    MLIRContext ctx = pad.context();
    org.jmlir.ir.Block body = pad.region(0).front();
    Operation yield = body.last();
    Value value = yield.numOperands() == 1 ? yield.operand(0) : null;
    Operation def = value == null ? null : value.definingOp();
    boolean inBody = def != null && def.block() == body;
    boolean argument = value instanceof org.jmlir.ir.BlockArgument a && a.owner() == body;
    // PadOp::getConstantPaddingValue: defined outside the body, or a constant inside it.
    if (value != null && !argument && (!inBody || def.name().equals("arith.constant"))) {
      if (inBody) {
        def.moveBefore(pad);
      }
      return rw.create(org.jmlir.dialect.linalg.LinalgOps.namedState(ctx, pad.location(), org.jmlir.dialect.linalg.OpKind.FILL, List.of(value), List.of(dest))).result(0);
    }
    OperationState gen = new OperationState(ctx, ctx.opDef("tensor.generate"), pad.location());
    gen.addOperands(dynSizes).addType(pad.result(0).type());
    gen.addRegion();
    Operation g = rw.create(gen);
    Operation copy = pad.clone(new org.jmlir.ir.IRMapping());
    rw.inlineRegionBefore(copy.region(0), g.region(0), 0);
    copy.erase();
    return g.result(0);
  }

  private static List<OpFoldResult> constantsStatic(List<OpFoldResult> list) {
    List<OpFoldResult> out = new ArrayList<>();
    for (OpFoldResult r : list) {
      if (r instanceof OpFoldResult.Folded(Value v) && v.definingOp() != null && v.definingOp().name().equals("arith.constant")
          && v.definingOp().attr("value") instanceof IntegerAttr c) {
        out.add(OpFoldResult.of(c));
      } else {
        out.add(r);
      }
    }
    return out;
  }

  /** tensor::getMixedSize: a static size as an attribute, a dynamic one as tensor.dim. */
  private static OpFoldResult mixedSize(PatternRewriter rw, Location loc, Value source, RankedTensorType t, int d) {
    MLIRContext ctx = rw.context();
    if (t.shape()[d] != ShapedType.DYNAMIC) {
      return OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), t.shape()[d]));
    }
    Value idx = constant(rw, loc, d);
    OperationState dim = new OperationState(ctx, ctx.opDef("tensor.dim"), loc);
    dim.addOperand(source).addOperand(idx).addType(IndexType.get(ctx));
    return OpFoldResult.of(rw.create(dim).result(0));
  }

  private static Value indexValue(PatternRewriter rw, Location loc, OpFoldResult ofr) {
    return switch (ofr) {
      case OpFoldResult.Folded(Value v) -> v;
      case OpFoldResult.Constant(Attribute a) -> constant(rw, loc, ((IntegerAttr) a).value().longValue());
    };
  }

  private static Value constant(PatternRewriter rw, Location loc, long v) {
    MLIRContext ctx = rw.context();
    OperationState c = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    c.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
    c.addType(IndexType.get(ctx));
    return rw.create(c).result(0);
  }

  /** OpBuilder::createOrFold of arith.addi: folded to an operand or a new constant, or kept (constant moved right). */
  private static Value addOrFold(PatternRewriter rw, Location loc, Value a, Value b) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.opDef("arith.addi"), loc);
    s.addOperand(a).addOperand(b).addType(a.type());
    Operation op = rw.create(s);
    List<OpFoldResult> folded = OperationFolder.fold(op);
    if (folded == null || folded.isEmpty()) {
      return op.result(0);
    }
    Value v = switch (folded.get(0)) {
      case OpFoldResult.Folded(Value f) -> f;
      case OpFoldResult.Constant(Attribute c) -> {
        Operation m = ctx.getOrLoadDialect(ArithDialect.NAMESPACE).materializeConstant(c, a.type(), loc);
        rw.insert(m);
        yield m.result(0);
      }
    };
    rw.eraseOp(op);
    return v;
  }
}

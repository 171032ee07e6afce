package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-elementwise-to-linalg} (MLIR's ConvertElementwiseToLinalgPass): an elementwise-mappable
 * op whose operands and results are all ranked tensors becomes a linalg.generic with identity maps and
 * parallel iterators whose body is the op on scalars. Each result's init is the first operand of the
 * same type, else a tensor.empty sized like the first tensor operand (tensor.dim for its dynamic sizes), as
 * upstream builds them, in place (a conversion, so no constant is hoisted).
 */
public final class ConvertElementwiseToLinalgPass extends Pass {
  public static final String ARGUMENT = "convert-elementwise-to-linalg";
  public static final String SUMMARY = "Convert ElementwiseMappable ops to linalg";

  public ConvertElementwiseToLinalgPass(PassOptions o) {
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

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects). */
  @Override
  public void initialize(MLIRContext ctx) {
    loadDialects(ctx, "linalg", "tensor", "arith");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // A partial conversion, as upstream: ops that fold (select on a constant, cmpi of a value with
    // itself) fold instead of becoming generics.
    ConversionTarget target = new ConversionTarget().markUnknownOpDynamicallyLegal(o -> !mappableOnRankedTensors(o));
    ConversionPattern pattern = ConversionPattern.of(null, null, (op, operands, rw) -> {
      if (!mappableOnRankedTensors(op)) {
        return false;
      }
      convert(op, operands, rw);
      return true;
    });
    if (!DialectConversion.applyPartialConversion(root, target, List.of(pattern))) {
      pc.signalFailure();
    }
  }

  /** Elementwise-mappable with at least one ranked tensor operand (scalars are broadcast) and ranked tensor results. */
  private static boolean mappableOnRankedTensors(Operation o) {
    if (!o.hasTrait(Trait.ELEMENTWISE) || o.numResults() == 0 || o.numRegions() != 0) {
      return false;
    }
    boolean tensor = false;
    for (Value v : o.operands()) {
      if (v.type() instanceof RankedTensorType) {
        tensor = true;
      } else if (v.type() instanceof org.jmlir.ir.type.ShapedType) {
        return false;
      }
    }
    for (Value v : o.results()) {
      if (!(v.type() instanceof RankedTensorType)) {
        return false;
      }
    }
    return tensor;
  }

  private static void convert(Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<Value> inputs = new ArrayList<>(operands);
    Value firstTensor = null;
    for (Value v : inputs) {
      if (v.type() instanceof RankedTensorType) {
        firstTensor = v;
        break;
      }
    }
    List<Value> inits = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    for (Value r : op.results()) {
      resultTypes.add(r.type());
      Value init = null;
      for (Value in : inputs) {
        if (in.type().equals(r.type())) {
          init = in;
          break;
        }
      }
      // An elementwise result has its operands' shape: the sizes come from the first tensor operand.
      inits.add(init != null ? init : ElementwiseFusion.emptyLike(rw, loc, firstTensor, (RankedTensorType) r.type()));
    }
    int rank = ((RankedTensorType) resultTypes.get(0)).shape().length;
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : inputs) {
      maps.add(v.type() instanceof RankedTensorType ? AffineMap.identity(rank) : new AffineMap(rank, 0, List.of()));
    }
    maps.addAll(Collections.nCopies(inits.size(), AffineMap.identity(rank)));
    List<String> iterators = Collections.nCopies(rank, "parallel");
    Operation generic = rw.create(Generalize.genericState(ctx, loc, inputs, inits, maps, iterators, resultTypes));
    Block body = new Block();
    generic.region(0).addBlock(body);
    for (Value v : inputs) {
      body.addArgument(v.type() instanceof RankedTensorType t ? t.elementType() : v.type(), loc);
    }
    for (Value v : inits) {
      body.addArgument(((RankedTensorType) v.type()).elementType(), loc);
    }
    rw.setInsertionPointToEnd(body);
    OperationState scalar = new OperationState(ctx, op.def(), loc);
    scalar.addOperands(body.arguments().subList(0, inputs.size()));
    for (Type t : resultTypes) {
      scalar.addType(((RankedTensorType) t).elementType());
    }
    scalar.attributes.addAll(op.attrDictionary().entries());
    Operation s = rw.create(scalar);
    OperationState yield = new OperationState(ctx, ctx.opDef("linalg.yield"), loc);
    yield.addOperands(s.results());
    rw.create(yield);
    rw.replaceOp(op, generic.results());
  }
}

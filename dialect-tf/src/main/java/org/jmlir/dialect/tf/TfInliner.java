package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.DialectInlinerInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * How the inliner treats tf ops (TensorFlow's TF inliner interface): calls may be inlined, every tf
 * op may be moved into another region, a single-block callee may be inlined into the regions of
 * tf.IfRegion, tf.WhileRegion and tf.CaseRegion, and a call whose types differ from the callee's
 * gets a {@code tf.Cast}. The call ops name their callee in the {@code f} attribute.
 */
final class TfInliner implements DialectInlinerInterface {
  static final TfInliner INSTANCE = new TfInliner();

  /** CallOpInterface of tf.PartitionedCall, tf.StatefulPartitionedCall and tf.LegacyCall. */
  static final CallOpInterface CALL =
      new CallOpInterface() {
        @Override
        public Callee callee(Operation call) {
          return call.attr("f") instanceof SymbolRefAttr ref ? new Callee.Symbol(ref) : null;
        }

        @Override
        public List<Value> argOperands(Operation call) {
          return call.operands();
        }
      };

  private TfInliner() {}

  @Override
  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    return true;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    return true;
  }

  /** A single-block callee may be inlined into the regions of the region control-flow ops. */
  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    Operation parent = dest.parentOp();
    return (parent instanceof IfRegionOp || parent instanceof WhileRegionOp || parent instanceof CaseRegionOp)
        && src.numBlocks() == 1;
  }

  @Override
  public Operation materializeCallConversion(OpBuilder builder, Value input, Type resultType, Location loc) {
    if (!(resultType instanceof TensorType) || !(input.type() instanceof TensorType)) {
      return null;
    }
    OperationState st = new OperationState(builder.context(), TfOpRegistry.info("tf.Cast").def(), loc);
    st.addOperand(input).addType(resultType);
    st.addAttribute("Truncate", IntegerAttr.bool(builder.context(), false));
    return builder.create(st);
  }
}

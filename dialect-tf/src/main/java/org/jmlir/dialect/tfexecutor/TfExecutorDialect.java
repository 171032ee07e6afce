package org.jmlir.dialect.tfexecutor;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's {@code tf_executor} dialect: a dataflow graph ({@code tf_executor.graph}) of islands
 * and the v1 control-flow primitives, linked by data and {@code !tf_executor.control} values.
 */
public final class TfExecutorDialect extends Dialect {
  public static final String NAMESPACE = "tf_executor";

  public TfExecutorDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, INLINER);
  }

  /**
   * TensorFlow's executor inliner interface: a single-block body may be inlined into an island;
   * executor ops themselves are never inlined elsewhere.
   */
  private static final org.jmlir.ir.interfaces.DialectInlinerInterface INLINER =
      new org.jmlir.ir.interfaces.DialectInlinerInterface() {
        @Override
        public boolean isLegalToInline(
            org.jmlir.ir.Region dest, org.jmlir.ir.Region src, boolean wouldBeCloned, org.jmlir.ir.IRMapping mapping) {
          return dest.parentOp() instanceof IslandOp && src.numBlocks() == 1;
        }
      };

  /** TensorFlow's executor fold interface: constants folded in an island stay in it. */
  @Override
  public boolean shouldMaterializeInto(org.jmlir.ir.Region region) {
    return region.parentOp() instanceof IslandOp;
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        GraphOp.DEF, FetchOp.DEF, IslandOp.DEF, YieldOp.DEF, SwitchOp.DEF, SwitchNOp.DEF, SwitchNOp.LEGACY_DEF,
        MergeOp.DEF, EnterOp.DEF, ExitOp.DEF, NextIterationSourceOp.DEF, NextIterationSinkOp.DEF, LoopCondOp.DEF,
        ControlTriggerOp.DEF);
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    int at = parser.currentOffset();
    String name = parser.parseOptionalKeyword();
    if ("control".equals(name)) {
      return TfExecutorType.control(parser.context());
    }
    if ("token".equals(name)) {
      return TfExecutorType.token(parser.context());
    }
    throw parser.emitError(at, "unknown tf_executor type: " + parser.fullSpec());
  }
}

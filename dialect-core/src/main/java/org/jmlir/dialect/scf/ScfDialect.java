package org.jmlir.dialect.scf;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The scf dialect: structured control flow (loops, conditionals, regions), MLIR 22's SCFOps.td. */
public final class ScfDialect extends Dialect {
  public static final String NAMESPACE = "scf";

  public ScfDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS_AND_REGIONS);
    addInterface(org.jmlir.ir.interfaces.RegionBranchSemantics.class, new ScfRegionSemantics());
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        ConditionOp.DEF,
        ExecuteRegionOp.DEF,
        ForOp.DEF,
        ForallOp.DEF,
        InParallelOp.DEF,
        IfOp.DEF,
        IndexSwitchOp.DEF,
        ParallelOp.DEF,
        ReduceOp.DEF,
        ReduceReturnOp.DEF,
        WhileOp.DEF,
        YieldOp.DEF);
  }
}

package org.jmlir.dialect.cf;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The cf dialect: unstructured control flow between blocks (MLIR 22's ControlFlowOps.td). */
public final class ControlFlowDialect extends Dialect {
  public static final String NAMESPACE = "cf";

  public ControlFlowDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(AssertOp.DEF, BranchOp.DEF, CondBranchOp.DEF, SwitchOp.DEF);
  }
}

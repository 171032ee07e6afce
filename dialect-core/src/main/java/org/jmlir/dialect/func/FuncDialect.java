package org.jmlir.dialect.func;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The func dialect: functions, calls and returns. */
public final class FuncDialect extends Dialect {
  public static final String NAMESPACE = "func";

  public FuncDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new FuncInlinerInterface());
  }

  @Override
  public List<OpDef> operations() {
    return List.of(FuncOp.DEF, CallOp.DEF, CallIndirectOp.DEF, ConstantOp.DEF, ReturnOp.DEF);
  }
}

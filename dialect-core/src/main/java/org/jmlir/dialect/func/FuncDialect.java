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

  /** Matches MLIR's FuncDialect::materializeConstant: a flat symbol reference of a function type is a func.constant. */
  @Override
  public org.jmlir.ir.Operation materializeConstant(
      org.jmlir.ir.attr.Attribute value, org.jmlir.ir.type.Type type, org.jmlir.ir.loc.Location loc) {
    if (!(value instanceof org.jmlir.ir.attr.SymbolRefAttr ref)
        || !ref.nested().isEmpty()
        || !(type instanceof org.jmlir.ir.type.FunctionType)) {
      return null;
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), ConstantOp.DEF, loc);
    s.properties =
        org.jmlir.ir.attr.DictionaryAttr.get(context(), java.util.List.of(new org.jmlir.ir.attr.NamedAttribute("value", value)));
    s.addType(type);
    return org.jmlir.ir.Operation.create(s);
  }
}
